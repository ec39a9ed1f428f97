import {
  InsightsApiPath,
  MAX_PRACTICE_SECONDS,
  MindfulnessApiPath,
  type InsightsResponse,
  type MindfulnessCounts,
  type MindfulnessSession,
} from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const SECOND = 1000;

describe('time actually spent on a practice', () => {
  let t: TestApp;
  let a: HttpClient;

  /** An instant `seconds` before (negative: after) the server's clock. */
  const ago = (seconds: number) => new Date(t.clock.now().getTime() - seconds * SECOND).toISOString();

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'minutes-a')).client;
  });
  afterAll(() => t.close());

  it('records the seconds from start to end beside the planned length', async () => {
    const res = await a.post<MindfulnessSession>(MindfulnessApiPath.sessions, {
      body: { type: 'breathing', duration: 300, sudsBefore: 6, sudsAfter: 3, startedAt: ago(65), endedAt: ago(2) },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ duration: 300, secondsSpent: 63 });
  });

  it('clamps an end in the future to now and a start long ago to the longest session', async () => {
    const future = await a.post<MindfulnessSession>(MindfulnessApiPath.sessions, {
      body: { type: 'cbt', subtype: 'mood_log', duration: 600, startedAt: ago(40), endedAt: ago(-3600) },
    });
    expect(future.status).toBe(201);
    expect(future.body.secondsSpent).toBe(40);
    const overnight = await a.post<MindfulnessSession>(MindfulnessApiPath.sessions, {
      body: { type: 'meditation', duration: 300, startedAt: ago(10 * 3600), endedAt: ago(0) },
    });
    expect(overnight.body.secondsSpent).toBe(MAX_PRACTICE_SECONDS);
    const bothAhead = await a.post<MindfulnessSession>(MindfulnessApiPath.sessions, {
      body: { type: 'meditation', duration: 300, startedAt: ago(-30), endedAt: ago(-60) },
    });
    expect(bothAhead.body.secondsSpent).toBe(0);
  });

  it('records no time (never the planned length) when the client measured none', async () => {
    const res = await a.post<MindfulnessSession>(MindfulnessApiPath.sessions, {
      body: { type: 'meditation', duration: 1200 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ duration: 1200, secondsSpent: null });
  });

  it.each([
    ['a start that is not a date', { startedAt: 'yesterday', endedAt: new Date().toISOString() }, 'startedAt'],
    ['an end without a start', { endedAt: new Date().toISOString() }, 'startedAt'],
    ['a start without an end', { startedAt: new Date().toISOString() }, 'endedAt'],
    ['an end before the start', { startedAt: '2026-01-01T10:05:00Z', endedAt: '2026-01-01T10:00:00Z' }, 'endedAt'],
  ])('rejects %s with 400 naming the field', async (_case, times, field) => {
    const res = await a.post<{ field: string; message: string }>(MindfulnessApiPath.sessions, {
      body: { type: 'breathing', duration: 300, ...times },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('records a breathing session left at its final rating with the first rating, and counts it', async () => {
    const b = (await signUp(t, 'minutes-b')).client;
    const res = await b.post<MindfulnessSession>(MindfulnessApiPath.sessions, {
      body: { type: 'breathing', duration: 300, sudsBefore: 7, startedAt: ago(40), endedAt: ago(1) },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ sudsBefore: 7, sudsAfter: null, secondsSpent: 39 });
    expect((await b.get<MindfulnessCounts>(MindfulnessApiPath.counts)).body).toEqual({
      breathing: 1,
      'breathing_4-7-8': 1,
    });
  });

  it('sums the minutes actually spent in Insights and says how many earlier sessions have no time', async () => {
    const c = (await signUp(t, 'minutes-c')).client;
    // Five breathing sessions of 300 planned seconds each, done in 84 seconds each: 7 minutes, not 25.
    for (let index = 0; index < 5; index += 1) {
      const res = await c.post(MindfulnessApiPath.sessions, {
        body: { type: 'breathing', duration: 300, startedAt: ago(84), endedAt: ago(0) },
      });
      expect(res.status).toBe(201);
    }
    await c.post(MindfulnessApiPath.sessions, { body: { type: 'meditation', duration: 600 } });
    const insights = await c.get<InsightsResponse>(InsightsApiPath.insights);
    const weeks = insights.body.charts.practice;
    expect(weeks.reduce((sum, week) => sum + week.minutes, 0)).toBe(7);
    expect(weeks.reduce((sum, week) => sum + week.untimedSessions, 0)).toBe(1);
    expect(insights.body.trends.find((card) => card.id === 'practice-weekly')?.description).toBe(
      'In the last 4 weeks: 6 sessions, 7 minutes in all (time not recorded for 1 earlier session).',
    );
  });
});
