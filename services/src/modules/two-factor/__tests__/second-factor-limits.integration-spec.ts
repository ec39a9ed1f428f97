import { ApiPath, type AuthResponse } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { authenticatorOf, signedInProvider } from '@anchor/services/test/provider-test-kit';
import { passwordOf } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const RATE_LIMITED = {
  statusCode: 429,
  error: 'Too Many Requests',
  code: 'RATE_LIMITED',
  message: 'Too many attempts. Please wait a few minutes and try again.',
};

describe('limits on second-factor codes, as on passwords', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_USERNAME: '5' });
  });
  afterAll(() => t.close());

  const login = (client: HttpClient, username: string) =>
    client.post<AuthResponse>(ApiPath.login, { body: { username, password: passwordOf(username) } });

  it('answers 429 after five wrong codes, even to a right one, and a new sign-in does not start the count afresh', async () => {
    const client = await signedInProvider(t, 'dr_guess@clinic.example', 'Dr Guess');
    await client.post(ApiPath.logout);
    await login(client, 'dr_guess');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await client.post(ApiPath.loginSecondFactor, { body: { code: '000000' } })).status).toBe(400);
    }
    const right = authenticatorOf('dr_guess').nextCode();
    const limited = await client.post(ApiPath.loginSecondFactor, { body: { code: right } });
    expect(limited).toMatchObject({ status: 429, body: RATE_LIMITED });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const elsewhere = new HttpClient(t.baseUrl);
    expect((await login(elsewhere, 'dr_guess')).status).toBe(200);
    expect(await elsewhere.post(ApiPath.loginSecondFactor, { body: { code: right } })).toMatchObject({
      status: 429,
      body: RATE_LIMITED,
    });
  });
});
