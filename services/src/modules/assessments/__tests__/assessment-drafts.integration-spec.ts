import { AssessmentApiPath, type Pcl5Answer } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const answers = (value: Pcl5Answer): Pcl5Answer[] => Array<Pcl5Answer>(20).fill(value);

describe('assessment drafts', () => {
  let t: TestApp;
  let a: HttpClient;
  let b: HttpClient;
  const draft = { responses: [3, null, 1, ...answers(null).slice(3)], currentIndex: 3 };

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'drafter-a')).client;
    b = (await signUp(t, 'drafter-b')).client;
  });
  afterAll(() => t.close());

  it("round-trips the caller's draft and never shows it to another user", async () => {
    expect((await a.get(AssessmentApiPath.draft)).status).toBe(204);
    const saved = await a.request('PUT', AssessmentApiPath.draft, { body: draft });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(draft);
    const updated = { ...draft, currentIndex: 4 };
    await a.request('PUT', AssessmentApiPath.draft, { body: updated });
    expect((await a.get(AssessmentApiPath.draft)).body).toMatchObject(updated);
    expect((await b.get(AssessmentApiPath.draft)).status).toBe(204);
  });

  it('rejects a bad draft with 400 and keeps the one stored', async () => {
    const res = await a.request('PUT', AssessmentApiPath.draft, { body: { ...draft, currentIndex: 20 } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'currentIndex' });
    const badAnswer = await a.request('PUT', AssessmentApiPath.draft, {
      body: { ...draft, responses: Object.assign(answers(null), { 7: 9 }) },
    });
    expect(badAnswer.body).toMatchObject({ field: 'responses.7' });
    expect((await a.get(AssessmentApiPath.draft)).body).toMatchObject({ currentIndex: 4 });
  });

  it('discards the draft with DELETE', async () => {
    expect((await b.request('DELETE', AssessmentApiPath.draft)).status).toBe(204);
    expect((await a.get(AssessmentApiPath.draft)).status).toBe(200);
    expect((await a.request('DELETE', AssessmentApiPath.draft)).status).toBe(204);
    expect((await a.get(AssessmentApiPath.draft)).status).toBe(204);
  });
});
