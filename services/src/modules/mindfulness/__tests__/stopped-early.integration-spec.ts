import {
  EXERCISE_DURATIONS,
  InsightsApiPath,
  MindfulnessApiPath,
  type InsightsResponse,
  type MindfulnessCounts,
  type MindfulnessSession,
} from '@anchor/contracts';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const duration = EXERCISE_DURATIONS.bilateral_stimulation;

describe('an EMDR practice ended with the Emergency Stop', () => {
  let t: TestApp;
  const ago = (seconds: number) => new Date(t.clock.now().getTime() - seconds * 1000).toISOString();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is recorded as stopped early and counted as practice with the minutes really spent', async () => {
    const { client } = await signUp(t, 'stopped-a');
    const stopped = await client.post<MindfulnessSession>(MindfulnessApiPath.sessions, {
      body: {
        type: 'emdr',
        subtype: 'bilateral_stimulation',
        duration,
        sudsBefore: 8,
        startedAt: ago(120),
        endedAt: ago(0),
        stoppedEarly: true,
      },
    });
    expect(stopped.status).toBe(201);
    expect(stopped.body).toMatchObject({ stoppedEarly: true, secondsSpent: 120, sudsBefore: 8, sudsAfter: null });
    const finished = await client.post<MindfulnessSession>(MindfulnessApiPath.sessions, {
      body: { type: 'emdr', subtype: 'bilateral_stimulation', duration, startedAt: ago(60), endedAt: ago(0) },
    });
    expect(finished.body.stoppedEarly).toBe(false);

    const counts = await client.get<MindfulnessCounts>(MindfulnessApiPath.counts);
    expect(counts.body).toMatchObject({ emdr: 2, emdr_bilateral_stimulation: 2 });
    const insights = await client.get<InsightsResponse>(InsightsApiPath.insights);
    expect(insights.body.charts.practice.reduce((sum, week) => sum + week.minutes, 0)).toBe(3);
  });

  it.each([
    ['for a practice that has no Emergency Stop', { type: 'breathing', duration: 300 }, 'stoppedEarly'],
    ['without the time spent', { type: 'emdr', subtype: 'bilateral_stimulation', duration }, 'startedAt'],
  ])('is refused %s with 400 naming the field', async (_case, session, field) => {
    const { client } = await signUp(t, `stopped-${field}`);
    const res = await client.post<{ field: string }>(MindfulnessApiPath.sessions, {
      body: {
        ...session,
        stoppedEarly: true,
        ...(field === 'stoppedEarly' ? { startedAt: ago(9), endedAt: ago(0) } : {}),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });
});
