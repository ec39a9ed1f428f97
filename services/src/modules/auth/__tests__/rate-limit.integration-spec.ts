import { ApiPath } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const RATE_LIMITED = {
  statusCode: 429,
  error: 'Too Many Requests',
  code: 'RATE_LIMITED',
  message: 'Too many attempts. Please wait a few minutes and try again.',
};

describe('sign-in and registration rate limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_USERNAME: '5', RATE_LIMIT_REGISTER_PER_IP: '3' });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) =>
    new HttpClient(t.baseUrl).post(ApiPath.login, { body: { username, password } });

  it('answers the 6th attempt for one username with 429 and Retry-After, whether or not the user exists', async () => {
    const browser = new HttpClient(t.baseUrl);
    expect(
      (await browser.post(ApiPath.register, { body: { username: 'target', password: 'target-password' } })).status,
    ).toBe(201);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login('target', 'wrong-password')).status).toBe(401);
      expect((await login('ghost', 'wrong-password')).status).toBe(401);
    }
    const existing = await login('target', 'target-password');
    const missing = await login('ghost', 'wrong-password');
    expect(existing.status).toBe(429);
    expect(existing.body).toEqual(RATE_LIMITED);
    expect(Number(existing.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(missing.status).toBe(429);
    expect(missing.body).toEqual(RATE_LIMITED);
    // Usernames are counted case-insensitively.
    expect((await login('TARGET', 'target-password')).status).toBe(429);
  });

  it('resets the username counter after a successful sign-in', async () => {
    await new HttpClient(t.baseUrl).post(ApiPath.register, {
      body: { username: 'steady', password: 'steady-password' },
    });
    for (let attempt = 1; attempt <= 4; attempt += 1) await login('steady', 'wrong-password');
    expect((await login('steady', 'steady-password')).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await login('steady', 'wrong')).status).toBe(401);
  });

  it('limits registrations per client address', async () => {
    // Two registrations above already used 2 of the 3 allowed.
    const third = await new HttpClient(t.baseUrl).post(ApiPath.register, {
      body: { username: 'third', password: 'third-password' },
    });
    expect(third.status).toBe(201);
    const fourth = await new HttpClient(t.baseUrl).post(ApiPath.register, {
      body: { username: 'fourth', password: 'fourth-password' },
    });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual(RATE_LIMITED);
  });
});
