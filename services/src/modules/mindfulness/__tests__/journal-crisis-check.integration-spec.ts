import {
  AssessmentApiPath,
  JOURNAL_TEXT_MAX_LENGTH,
  MindfulnessApiPath,
  ProviderApiPath,
  type JournalEntry,
  type ProviderDashboard,
  type RecordedMindfulnessSession,
} from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { patientOf, shareScore, signedInProvider } from '@anchor/services/test/provider-test-kit';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { MINUTE } from '@anchor/services/test/test-clock';
import { encryptedText } from '../../../database/encrypted-text.transformer';

const thoughtRecord = { type: 'cbt', subtype: 'thought_challenging', duration: 900, notes: 'Thought Challenging' };
const safePlace = { type: 'emdr', subtype: 'safe_place', duration: 900, notes: 'Safe Place' };
const CRISIS_THOUGHT =
  'Thought Challenging\n\nThe thought\nThought: Everyone would be better off without me. I want to kill myself.';
const ORDINARY_THOUGHT = 'Thought Challenging\n\nThe thought\nThought: I always ruin everything at work.';

describe('the crisis check of journal entries, thought records and practice notes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const eventsOf = async (userId: number) =>
    (
      (await t.dataSource.query(
        'SELECT tier, source, session_id AS "sessionId" FROM crisis_events WHERE user_id = $1 ORDER BY id',
        [userId],
      )) as { tier: string; source: string; sessionId: string | null }[]
    ).map((event) => ({ ...event, tier: encryptedText.from(event.tier) as string }));
  const record = (client: HttpClient, body: object) =>
    client.post<RecordedMindfulnessSession>(MindfulnessApiPath.sessions, { body });

  it('keeps a flagged thought record whole in the journal, answers its tier and records a journal crisis event', async () => {
    const { client, userId } = await signUp(t, 'journal-crisis');
    const saved = await record(client, { ...thoughtRecord, sudsBefore: 9, sudsAfter: 8, journalText: CRISIS_THOUGHT });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      journalEntryId: expect.any(Number),
      crisisTier: 'crisis',
      crisisUncertain: false,
    });
    const journal = (await client.get<JournalEntry[]>(MindfulnessApiPath.journal)).body;
    expect(journal).toEqual([expect.objectContaining({ id: saved.body.journalEntryId, text: CRISIS_THOUGHT })]);
    expect(await eventsOf(userId)).toEqual([{ tier: 'crisis', source: 'journal', sessionId: null }]);
  });

  it('answers none for an ordinary entry or a practice without words, and records nothing', async () => {
    const { client, userId } = await signUp(t, 'journal-ordinary');
    const kept = await record(client, { ...thoughtRecord, journalText: ORDINARY_THOUGHT });
    expect(kept.body).toMatchObject({ journalEntryId: expect.any(Number), crisisTier: 'none', crisisUncertain: false });
    const meditation = await record(client, { type: 'meditation', duration: 600 });
    expect(meditation.body).toMatchObject({ notes: null, crisisTier: 'none', crisisUncertain: false });
    expect(await eventsOf(userId)).toEqual([]);
  });

  it('checks an entry of the longest length whole: a statement in its last words is found', async () => {
    const { client, userId } = await signUp(t, 'journal-long');
    const ending = '\nWhat I want now: I want to kill myself tonight.';
    const filler = 'My safe place is the lake at my grandmother’s house, the water is still and warm. ';
    const body = filler.repeat(Math.ceil(JOURNAL_TEXT_MAX_LENGTH / filler.length));
    const journalText = body.slice(0, JOURNAL_TEXT_MAX_LENGTH - ending.length) + ending;
    expect(journalText).toHaveLength(JOURNAL_TEXT_MAX_LENGTH);
    const saved = await record(client, { ...safePlace, journalText });
    expect(saved.status).toBe(201);
    expect(saved.body.crisisTier).toBe('imminent');
    const journal = (await client.get<JournalEntry[]>(MindfulnessApiPath.journal)).body;
    expect(journal[0].text).toBe(journalText);
    expect(await eventsOf(userId)).toEqual([{ tier: 'imminent', source: 'journal', sessionId: null }]);
  });

  it('checks a practice’s own notes too, and records them as from the practice', async () => {
    const { client, userId } = await signUp(t, 'practice-notes');
    const saved = await record(client, { ...safePlace, notes: 'I want to kill myself.' });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ notes: 'I want to kill myself.', journalEntryId: null, crisisTier: 'crisis' });
    expect(await eventsOf(userId)).toEqual([{ tier: 'crisis', source: 'practice', sessionId: null }]);
  });

  it('raises the provider’s crisis alert for a flagged journal entry only while the patient shares wellness summaries', async () => {
    const provider = await signedInProvider(t, 'dr.lena@clinic.example', 'Lena Ortiz');
    const patient = await patientOf(t, 'journal-patient', 'dr.lena@clinic.example');
    await shareScore(patient, 30);
    expect((await record(patient, { ...thoughtRecord, journalText: CRISIS_THOUGHT })).body.crisisTier).toBe('crisis');
    // The event carries the database's time; the test clock started before it.
    t.clock.advance(MINUTE);
    const crisisAlerts = async () =>
      (await provider.get<ProviderDashboard>(ProviderApiPath.dashboard)).body.recentAlerts.filter(
        (alert) => alert.kind === 'crisis',
      );
    expect(await crisisAlerts()).toEqual([]);
    await patient.patch(AssessmentApiPath.provider, { body: { shareWellnessSummaries: true } });
    expect(await crisisAlerts()).toEqual([expect.objectContaining({ kind: 'crisis', screening: null })]);
    await patient.patch(AssessmentApiPath.provider, { body: { shareWellnessSummaries: false } });
    expect(await crisisAlerts()).toEqual([]);
  });
});
