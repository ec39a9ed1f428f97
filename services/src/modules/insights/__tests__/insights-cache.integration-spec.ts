import { InsightsApiPath, MoodApiPath, type InsightsResponse } from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

describe('GET /api/insights, kept between changes', () => {
  let t: TestApp;
  let a: HttpClient;
  let aId: number;
  let b: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    ({ client: a, userId: aId } = await signUp(t, 'insights-kept-a'));
    ({ client: b } = await signUp(t, 'insights-kept-b'));
  });
  afterAll(() => t.close());

  const moodDays = async (client: HttpClient) => (await client.get<InsightsResponse>(InsightsApiPath.insights)).body;

  it('serves the kept insights until the person changes something, then computes afresh', async () => {
    expect((await moodDays(a)).charts.mood).toEqual([]);
    // A row written behind the API's back (no request of the person) is not seen while the kept insights stand.
    await t.dataSource.query("INSERT INTO mood_entries (user_id, mood, source) VALUES ($1, 2, 'manual')", [aId]);
    const kept = await moodDays(a);
    expect(kept.charts.mood).toEqual([]);

    expect((await a.post(MoodApiPath.entries, { body: { mood: 8 } })).status).toBe(201);

    const fresh = await moodDays(a);
    expect(fresh.charts.mood).toEqual([expect.objectContaining({ date: fresh.today, mood: 5 })]);
    expect(Date.parse(fresh.generatedAt)).toBeGreaterThanOrEqual(Date.parse(kept.generatedAt));
  });

  it('keeps each person’s insights apart, and another person’s change leaves them kept', async () => {
    const before = await moodDays(a);
    expect((await b.post(MoodApiPath.entries, { body: { mood: 3 } })).status).toBe(201);
    expect((await moodDays(b)).charts.mood).toEqual([expect.objectContaining({ mood: 3 })]);
    expect(await moodDays(a)).toEqual(before);
  });

  it('changes nothing kept when a write is refused', async () => {
    const before = await moodDays(a);
    const refused = await a.post(MoodApiPath.entries, { body: { mood: 11 } });
    expect(refused.status).toBe(400);
    expect(await moodDays(a)).toEqual(before);
  });
});
