import { ApiPath, AssessmentApiPath } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

describe('unknown fields in request bodies', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['sign-up', ApiPath.register, { username: 'strict_new', password: 'long-enough-1', role: 'admin' }],
    ['sign-in', ApiPath.login, { username: 'strict_new', password: 'long-enough-1', role: 'admin' }],
  ])('answers an unknown field on %s with a 400 naming it', async (_name, path, body) => {
    const res = await new HttpClient(t.baseUrl).post(path, { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'role', message: 'role: Unknown field' });
  });

  it.each([
    ['POST', AssessmentApiPath.markCompleted, { assessmentType: 'pcl5', skipped: true, userId: 1 }],
    [
      'POST',
      AssessmentApiPath.providerSharing,
      { assessmentId: 1, assessmentType: 'pcl5', shareWithProvider: true, userId: 1 },
    ],
    ['PATCH', ApiPath.userOnboarding, { onboardingCompleted: true, setupCompleted: true, userId: 1 }],
  ])('answers an unknown field on %s %s with a 400 naming it', async (method, path, body) => {
    const client = (await signUp(t, `strict_${path.replace(/\W/g, '_')}`)).client;
    const res = await client.request(method, path, { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'userId', message: 'userId: Unknown field' });
  });
});
