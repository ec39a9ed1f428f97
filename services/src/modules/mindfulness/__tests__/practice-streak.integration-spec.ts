import { MindfulnessApiPath, NotificationApiPath, type PracticeStreak } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signIn, signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const breathing = { type: 'breathing', duration: 300, notes: '4-7-8 breathing' };

function setClock(t: TestApp, iso: string): void {
  t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
}

/** Signs in again at the clock's time (a jump of hours ends the idle session). */
const signInAgain = (t: TestApp, username: string) => signIn(new HttpClient(t.baseUrl), username);

describe('the practice streak', () => {
  let t: TestApp;
  const username = 'streak-la';

  beforeAll(async () => {
    t = await createTestApp();
    setClock(t, '2026-03-10T18:00:00Z');
    const client = (await signUp(t, username)).client;
    const zone = await client.request('PUT', NotificationApiPath.moodCheck, {
      body: { enabled: false, timeZone: 'America/Los_Angeles' },
    });
    if (zone.status !== 200) throw new Error(`setting the time zone failed: ${zone.status}`);
    await signUp(t, 'streak-other');
  });
  afterAll(() => t.close());

  const practiseAt = async (iso: string) => {
    setClock(t, iso);
    const res = await (await signInAgain(t, username)).post(MindfulnessApiPath.sessions, { body: breathing });
    expect(res.status).toBe(201);
  };

  it('is off by default and shows no figures', async () => {
    const streak = await (await signInAgain(t, username)).get<PracticeStreak>(MindfulnessApiPath.streak);
    expect(streak.status).toBe(200);
    expect(streak.body).toEqual({ enabled: false, graceDays: 1, figures: null });
  });

  it('counts days with practice in the person’s time zone once turned on, with the chosen days off', async () => {
    // Los Angeles days (UTC-7 after 8 March 2026): the 04:30 UTC session is still the evening of the day before.
    await practiseAt('2026-03-10T18:00:00Z'); // 10 March
    await practiseAt('2026-03-12T04:30:00Z'); // 11 March, 21:30 local
    await practiseAt('2026-03-12T16:00:00Z'); // 12 March
    await practiseAt('2026-03-15T16:00:00Z'); // 15 March, after two days off
    setClock(t, '2026-03-16T06:00:00Z'); // 15 March, 23:00 local
    const client = await signInAgain(t, username);

    const on = await client.request<PracticeStreak>('PUT', MindfulnessApiPath.streak, {
      body: { enabled: true, graceDays: 1 },
    });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({
      enabled: true,
      graceDays: 1,
      figures: { current: 1, longest: 3, practisedToday: true },
    });

    const lenient = await client.request<PracticeStreak>('PUT', MindfulnessApiPath.streak, {
      body: { enabled: true, graceDays: 2 },
    });
    expect(lenient.body.figures).toEqual({ current: 4, longest: 4, practisedToday: true });
    expect((await client.get<PracticeStreak>(MindfulnessApiPath.streak)).body.graceDays).toBe(2);
  });

  it('keeps a streak going through the allowed days off, then starts afresh', async () => {
    setClock(t, '2026-03-18T20:00:00Z'); // 18 March local: 15 March + two days off
    expect(
      (await (await signInAgain(t, username)).get<PracticeStreak>(MindfulnessApiPath.streak)).body.figures,
    ).toEqual({ current: 4, longest: 4, practisedToday: false });
    setClock(t, '2026-03-19T20:00:00Z');
    expect(
      (await (await signInAgain(t, username)).get<PracticeStreak>(MindfulnessApiPath.streak)).body.figures,
    ).toEqual({ current: 0, longest: 4, practisedToday: false });
  });

  it('is each person’s own', async () => {
    const other = await signInAgain(t, 'streak-other');
    expect((await other.get<PracticeStreak>(MindfulnessApiPath.streak)).body).toEqual({
      enabled: false,
      graceDays: 1,
      figures: null,
    });
  });

  it.each([
    ['more days off than allowed', { enabled: true, graceDays: 4 }, 'graceDays'],
    ['a fraction of a day', { enabled: true, graceDays: 1.5 }, 'graceDays'],
    ['a switch that is not true or false', { enabled: 'yes', graceDays: 1 }, 'enabled'],
    ['a field of its own', { enabled: true, graceDays: 1, userId: 1 }, 'userId'],
  ])('refuses %s with 400 naming the field and changes nothing', async (_case, body, field) => {
    const client = await signInAgain(t, 'streak-other');
    const res = await client.request<{ field: string }>('PUT', MindfulnessApiPath.streak, { body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect((await client.get<PracticeStreak>(MindfulnessApiPath.streak)).body.enabled).toBe(false);
  });
});
