import { ApiPath } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { rawRequest } from '@anchor/services/test/raw-request';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

describe('sign-in limits keyed on username and client address', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_USERNAME: '5' });
  });
  afterAll(() => t.close());

  const loginFrom = (localAddress: string, username: string, password: string) =>
    rawRequest(t.baseUrl, 'POST', ApiPath.login, {
      localAddress,
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ username, password }),
    });

  it('lets the owner sign in from their own address while a stranger elsewhere is locked out', async () => {
    const owner = new HttpClient(t.baseUrl);
    await owner.post(ApiPath.register, { body: { username: 'lock_owner', password: 'owner quiet harbor' } });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await loginFrom('127.0.0.2', 'lock_owner', 'guessing-wrong')).status).toBe(401);
    }
    expect((await loginFrom('127.0.0.2', 'lock_owner', 'guessing-wrong')).status).toBe(429);
    expect((await loginFrom('127.0.0.3', 'lock_owner', 'owner quiet harbor')).status).toBe(200);
  });

  it('still stops guessing of one username spread over many addresses, at a looser ceiling', async () => {
    let lastStatus = 0;
    let attempts = 0;
    for (let host = 10; host < 40 && lastStatus !== 429; host += 1) {
      for (let attempt = 0; attempt < 4 && lastStatus !== 429; attempt += 1) {
        attempts += 1;
        lastStatus = (await loginFrom(`127.0.1.${host}`, 'spread_target', 'guessing-wrong')).status;
      }
    }
    expect(lastStatus).toBe(429);
    expect(attempts).toBeGreaterThan(5);
  });

  it('lets the owner in from a browser they signed in from before while thirty failures from six addresses lock the username', async () => {
    const owner = new HttpClient(t.baseUrl);
    const password = 'owner known harbour lamp';
    expect((await owner.post(ApiPath.register, { body: { username: 'known_owner', password } })).status).toBe(201);
    for (let host = 2; host <= 7; host += 1) {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await loginFrom(`127.0.2.${host}`, 'known_owner', 'guessing-wrong')).status).toBe(401);
      }
    }
    // A client never signed in before meets the username-wide ceiling, right password or not.
    expect((await loginFrom('127.0.2.8', 'known_owner', password)).status).toBe(429);
    // The owner's own browser (its signed cookie from the sign-up) still gets in with the right password.
    expect((await owner.post(ApiPath.login, { body: { username: 'known_owner', password } })).status).toBe(200);
    // It does not open the door to wrong passwords: those still fail and count.
    expect((await owner.post(ApiPath.login, { body: { username: 'known_owner', password: 'wrong' } })).status).toBe(
      401,
    );
  });

  it('does not spend the limits on right passwords: only failures count', async () => {
    const owner = new HttpClient(t.baseUrl);
    const password = 'steady lantern by the quay';
    await owner.post(ApiPath.register, { body: { username: 'right_often', password } });
    for (let host = 2; host <= 40; host += 1) {
      expect((await loginFrom(`127.0.3.${host}`, 'right_often', password)).status).toBe(200);
    }
  });
});
