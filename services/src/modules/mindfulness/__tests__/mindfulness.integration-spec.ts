import {
  AssessmentApiPath,
  MindfulnessApiPath,
  NotificationApiPath,
  type MindfulnessCounts,
  type MindfulnessRecommendations,
  type MindfulnessSession,
} from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signIn, signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const breathing = { type: 'breathing', duration: 300, notes: 'Completed 4-7-8 breathing' };
const meditation = { type: 'meditation', duration: 600, notes: 'Meditation session' };

/** Moves the test app's clock to an instant (forwards or backwards). */
function setClock(t: TestApp, iso: string): void {
  t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
}

/** A new account in a time zone, registered at the clock's current time. */
async function personIn(t: TestApp, username: string, timeZone: string): Promise<HttpClient> {
  const client = (await signUp(t, username)).client;
  const res = await client.request('PUT', NotificationApiPath.moodCheck, { body: { enabled: false, timeZone } });
  if (res.status !== 200) throw new Error(`setting the time zone failed: ${res.status} ${res.text}`);
  return client;
}

/** Signs in again (after the clock jumped past the idle limit). */
const signInAgain = (t: TestApp, username: string) => signIn(new HttpClient(t.baseUrl), username);

describe('mindfulness sessions, counts and recommendations', () => {
  let t: TestApp;
  let a: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'calm-a')).client;
  });
  afterAll(() => t.close());

  it('records a session with its distress ratings and counts it by type and type_subtype', async () => {
    const created = await a.post<MindfulnessSession>(MindfulnessApiPath.sessions, {
      body: { type: 'cbt', subtype: 'thought_challenging', duration: 900, notes: 'CBT', sudsBefore: 7, sudsAfter: 4 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'cbt', subtype: 'thought_challenging', sudsBefore: 7, sudsAfter: 4 });
    expect(created.body.journalEntryId).toBeNull();
    await a.post(MindfulnessApiPath.sessions, { body: breathing });
    await a.post(MindfulnessApiPath.sessions, { body: { ...breathing, subtype: '4-7-8' } });

    const counts = await a.get<MindfulnessCounts>(MindfulnessApiPath.counts);
    expect(counts.status).toBe(200);
    expect(counts.body).toEqual({ cbt: 1, cbt_thought_challenging: 1, breathing: 2, 'breathing_4-7-8': 2 });
  });

  it.each([
    ['an unknown type', { type: 'yoga', duration: 300 }, 'type'],
    ['an unknown CBT exercise', { type: 'cbt', subtype: 'journaling', duration: 900 }, 'subtype'],
    ['a CBT session without its exercise', { type: 'cbt', duration: 900 }, 'subtype'],
    ['a subtype on meditation', { type: 'meditation', subtype: 'body_scan', duration: 300 }, 'subtype'],
    ['a meditation of 7 minutes', { type: 'meditation', duration: 420 }, 'duration'],
    ['a negative duration', { type: 'breathing', duration: -300 }, 'duration'],
    ['the wrong length for an exercise', { type: 'emdr', subtype: 'safe_place', duration: 60 }, 'duration'],
    ['a distress rating of 11', { ...breathing, sudsBefore: 11 }, 'sudsBefore'],
    ['a fractional distress rating', { ...breathing, sudsAfter: 2.5 }, 'sudsAfter'],
    ['a journal entry for breathing', { ...breathing, journalText: 'hello' }, 'journalText'],
    ['a field of its own', { ...breathing, userId: 1 }, 'userId'],
  ])('rejects %s with 400 naming the field and stores nothing', async (_case, body, field) => {
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM mindfulness_sessions');
    const res = await a.post<{ field: string; message: string }>(MindfulnessApiPath.sessions, { body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toMatch(new RegExp(`^${field}: `));
    const after = await t.dataSource.query('SELECT count(*)::int AS n FROM mindfulness_sessions');
    expect(after[0].n).toBe(before[0].n);
  });

  it('counts only this month, with month boundaries in each person’s own time zone', async () => {
    const usernames = ['calm-utc', 'calm-kiritimati', 'calm-la'];
    setClock(t, '2026-05-20T12:00:00Z');
    await personIn(t, 'calm-utc', 'UTC');
    await personIn(t, 'calm-kiritimati', 'Pacific/Kiritimati');
    await personIn(t, 'calm-la', 'America/Los_Angeles');
    const everyoneRecords = async (at: string, body: object) => {
      setClock(t, at);
      for (const username of usernames) {
        const res = await (await signInAgain(t, username)).post(MindfulnessApiPath.sessions, { body });
        expect(res.status).toBe(201);
      }
    };
    await everyoneRecords('2026-05-20T12:00:00Z', breathing);
    // 19:00 UTC on 31 May is already 1 June 09:00 in Kiritimati (UTC+14).
    await everyoneRecords('2026-05-31T19:00:00Z', meditation);
    // 03:00 UTC on 1 June is still 31 May 20:00 in Los Angeles (UTC-7).
    await everyoneRecords('2026-06-01T03:00:00Z', { type: 'emdr', subtype: 'safe_place', duration: 900 });

    setClock(t, '2026-06-15T12:00:00Z');
    const countsOf = async (username: string) =>
      (await (await signInAgain(t, username)).get<MindfulnessCounts>(MindfulnessApiPath.counts)).body;
    expect(await countsOf('calm-utc')).toEqual({ emdr: 1, emdr_safe_place: 1 });
    expect(await countsOf('calm-kiritimati')).toEqual({ meditation: 1, emdr: 1, emdr_safe_place: 1 });
    expect(await countsOf('calm-la')).toEqual({});
    setClock(t, new Date().toISOString());
  });

  it('recommends a default plan without an assessment and more of the matching tools as clusters rise', async () => {
    const person = (await signUp(t, 'calm-plan')).client;
    const plan = async () => (await person.get<MindfulnessRecommendations>(MindfulnessApiPath.recommendations)).body;
    const byDefault = await plan();
    expect(byDefault.basis).toBe('default');
    expect(byDefault.recommendations).toMatchObject({
      meditation: 8,
      breathing: 8,
      'breathing_4-7-8': 8,
      cbt_behavioral_activation: 2,
      emdr_safe_place: 2,
      emdr_self_soothing: 2,
      cbt: 12,
      emdr: 8,
    });

    // Intrusion items (1-5) at "Quite a bit", everything else "A little bit".
    const intrusionHigh = [3, 3, 3, 3, 3, ...Array(15).fill(1)];
    await person.post(AssessmentApiPath.assessments, { body: { responses: intrusionHigh } });
    const afterIntrusion = await plan();
    expect(afterIntrusion.basis).toBe('assessment');
    expect(afterIntrusion.recommendations).toMatchObject({
      emdr_safe_place: 6,
      cbt_anxiety_management: 6,
      'breathing_4-7-8': 8,
      cbt_behavioral_activation: 2,
    });

    // Now arousal (15-20) and negative mood (8-14) are high, intrusion low.
    const arousalAndMoodHigh = [...Array(7).fill(0), ...Array(7).fill(2), ...Array(6).fill(4)];
    await person.post(AssessmentApiPath.assessments, { body: { responses: arousalAndMoodHigh } });
    const afterArousal = (await plan()).recommendations;
    expect(afterArousal).toMatchObject({
      emdr_safe_place: 2,
      'breathing_4-7-8': 16,
      breathing: 16,
      emdr_self_soothing: 6,
      cbt_behavioral_activation: 8,
    });
  });

  it('requires a session', async () => {
    const anonymous = new HttpClient(t.baseUrl);
    expect((await anonymous.get(MindfulnessApiPath.counts)).status).toBe(401);
    expect((await anonymous.get(MindfulnessApiPath.recommendations)).status).toBe(401);
    expect((await anonymous.post(MindfulnessApiPath.sessions, { body: breathing })).status).toBe(401);
  });
});
