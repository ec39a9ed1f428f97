import { AssessmentApiPath, MindfulnessApiPath, MoodApiPath, ProviderApiPath } from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { answersFor } from '@anchor/services/test/provider-test-kit';
import { readPdf } from '@anchor/services/test/pdf-pages';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { MINUTE } from '@anchor/services/test/test-clock';
import { CrisisEventsService } from '../../safety/crisis-events.service';

describe("GET /api/user/summary.pdf: the person's own summary", () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  let person: HttpClient;

  const get = (query: string) => {
    const cookie = [...person.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return fetch(`${t.baseUrl}${ProviderApiPath.summaryPdf}${query}`, { headers: { Cookie: cookie } });
  };
  const textOf = async (query: string) => {
    const res = await get(query);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    return readPdf(new Uint8Array(await res.arrayBuffer()))
      .pages.join('\n')
      .replace(/\s+/g, ' ');
  };

  beforeAll(async () => {
    t = await createTestApp();
    const signed = await signUp(t, 'lucja', { firstName: 'Łucja', lastName: 'Nguyễn-Wąsik 李' });
    person = signed.client;
    for (const score of [50, 38]) {
      const res = await person.post(AssessmentApiPath.assessments, { body: { responses: answersFor(score) } });
      expect(res.status).toBe(201);
    }
    expect((await person.post(MoodApiPath.entries, { body: { mood: 7 } })).status).toBe(201);
    // Two minutes actually spent on a breathing exercise planned for five.
    const now = t.clock.now().getTime();
    const [startedAt, endedAt] = [new Date(now - 125_000).toISOString(), new Date(now - 5_000).toISOString()];
    const session = { type: 'breathing', duration: 300, sudsBefore: 6, sudsAfter: 4, startedAt, endedAt };
    expect((await person.post(MindfulnessApiPath.sessions, { body: session })).status).toBe(201);
    await t.app
      .get(CrisisEventsService)
      .record({ userId: signed.userId, tier: 'concern', source: 'chat', sessionId: null });
    // The rows above carry the test clock's time; the summary covers up to (not including) its now.
    t.clock.advance(MINUTE);
  });
  afterAll(() => t.close());

  it('is written to the person, with their name, scores and change, and no hard moments by default', async () => {
    const text = await textOf('');
    expect(text).toContain('Summary for Łucja Nguyễn-Wąsik 李');
    expect(text).toContain('Your scores');
    expect(text).toContain('Since your first complete check-in: down 12 points (clinically meaningful change).');
    expect(text).toContain('You practised 1 time (breathing 1), 2 minutes in all.');
    expect(text).toContain('You checked in on 1 day. Your average mood was 7 out of 10');
    expect(text).not.toMatch(/patients?\b|risk|share with you/i);
    expect(text).not.toContain('Moments the assistant noticed were hard');
    expect(await textOf('?includeHardMoments=false')).not.toContain('noticed were hard');
  });

  it('includes the moments the assistant noticed were hard when the person asks', async () => {
    const text = await textOf('?includeHardMoments=true');
    expect(text).toContain('Moments the assistant noticed were hard');
    expect(text).toContain('The assistant noticed 1 hard moment');
  });

  it('answers 400 naming the field for a bad flag or an unknown one', async () => {
    const bad = await get('?includeHardMoments=yes');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('includeHardMoments');
    const unknown = await get('?includeCrisis=true');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain('includeCrisis');
  });
});
