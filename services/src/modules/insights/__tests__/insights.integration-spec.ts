import {
  HealthMetricsApiPath,
  InsightsApiPath,
  MoodApiPath,
  type InsightsResponse,
  type RecommendationCard,
} from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

describe('GET /api/insights', () => {
  let t: TestApp;
  let a: HttpClient;
  let b: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'insights-a')).client;
    b = (await signUp(t, 'insights-b')).client;
    // A has 20 days of sleep; B has none.
    const rows = Array.from({ length: 20 }, (_v, index) => `${daysAgo(index + 1)},${5 + (index % 4)}`);
    const res = await a.post(HealthMetricsApiPath.import, {
      rawBody: ['date,sleep_hours', ...rows].join('\n'),
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(res.status).toBe(201);
    await a.post(MoodApiPath.entries, { body: { mood: 6 } });
  });
  afterAll(() => t.close());

  function sleepCard(body: InsightsResponse): RecommendationCard | undefined {
    return body.recommendations.find((card) => card.id === 'sleep-average');
  }

  it('computes the caller’s cards from the caller’s own data', async () => {
    const res = await a.get<InsightsResponse>(InsightsApiPath.insights);
    expect(res.status).toBe(200);
    expect(sleepCard(res.body)).toMatchObject({ status: 'finding' });
    expect(sleepCard(res.body)?.description).toMatch(/^You slept \d\.\d hours a night on average \(13 days, /);
    expect(res.body.charts.mood).toHaveLength(1);
    expect(res.body.recommendations.find((card) => card.id === 'mood-check-in')).toBeUndefined();
  });

  it('never reads another user’s data', async () => {
    const res = await b.get<InsightsResponse>(InsightsApiPath.insights);
    expect(res.status).toBe(200);
    expect(sleepCard(res.body)).toMatchObject({ status: 'needs_data' });
    expect(res.body.charts).toEqual({ pcl5: [], mood: [], practice: [], sleepMood: [] });
    const findings = [...res.body.recommendations, ...res.body.trends].filter((card) => card.status === 'finding');
    expect(findings).toEqual([]);
  });

  it('requires a session', async () => {
    expect((await new HttpClient(t.baseUrl).get(InsightsApiPath.insights)).status).toBe(401);
  });
});
