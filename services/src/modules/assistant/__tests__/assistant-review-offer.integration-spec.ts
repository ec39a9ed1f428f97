import { AssessmentApiPath, AssistantApiPath, type LatestAssessment, type ReviewOffer } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const answers = (value: number) => Array.from({ length: 20 }, (_, i) => (i < 5 ? 4 : value));

describe('assessment review offer', () => {
  let t: TestApp;
  let a: HttpClient;
  let b: HttpClient;
  const offer = async (client: HttpClient) => (await client.get<ReviewOffer>(AssistantApiPath.reviewOffer)).body.offer;

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'review-a')).client;
    b = (await signUp(t, 'review-b')).client;
  });
  afterAll(() => t.close());

  it('offers nothing before any assessment', async () => {
    expect(await offer(a)).toBe(false);
    expect((await a.post(AssistantApiPath.reviewOffer, { body: { choice: 'review' } })).status).toBe(204);
    expect(await offer(a)).toBe(false);
  });

  it('offers a review after an assessment until answered, and again after the next version', async () => {
    expect((await a.post(AssessmentApiPath.assessments, { body: { responses: answers(1) } })).status).toBe(201);
    expect(await offer(a)).toBe(true);
    expect(await offer(b)).toBe(false);
    expect((await a.post(AssistantApiPath.reviewOffer, { body: { choice: 'review' } })).status).toBe(204);
    expect(await offer(a)).toBe(false);

    // Finish Review saves the reviewed answers as a new version on the server.
    const revised = answers(2);
    expect((await a.post(AssessmentApiPath.assessments, { body: { responses: revised } })).status).toBe(201);
    const latest = (await a.get<LatestAssessment>(AssessmentApiPath.latest)).body;
    expect(latest).toEqual({ responses: revised, totalScore: 20 + 15 * 2 });
    expect(await offer(a)).toBe(true);
    await a.post(AssistantApiPath.reviewOffer, { body: { choice: 'analysis' } });
    expect(await offer(a)).toBe(false);
    const [row] = await t.dataSource.query('SELECT choice FROM assessment_review_offers');
    expect(row).toEqual({ choice: 'analysis' });
  });

  it.each([[{}], [{ choice: 'later' }]])('rejects %j with 400 naming choice', async (body) => {
    const res = await b.post<{ field: string }>(AssistantApiPath.reviewOffer, { body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('choice');
  });

  it('answers 401 without a session', async () => {
    expect((await new HttpClient(t.baseUrl).get(AssistantApiPath.reviewOffer)).status).toBe(401);
  });
});
