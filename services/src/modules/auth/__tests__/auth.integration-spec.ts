import { ApiPath, type AuthResponse, authResponseSchema, publicUserSchema, SESSION_COOKIE } from '@anchor/contracts';
import { UserEntity } from '../../users/entities/user.entity';
import { HttpClient } from '@anchor/services/test/http-client';
import { rawRequest } from '@anchor/services/test/raw-request';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const alice = {
  username: 'alice',
  password: 'correct horse battery',
  email: 'Alice@Example.com',
  firstName: 'Alice',
  lastName: 'A',
};

describe('sign-up, sign-in and sign-out', () => {
  let t: TestApp;
  const userCount = () => t.dataSource.getRepository(UserEntity).count();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers, answers with the user but no password nor token, and sets an httpOnly session cookie', async () => {
    const browser = new HttpClient(t.baseUrl);
    const res = await browser.post<AuthResponse>(ApiPath.register, { body: alice });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: 'alice',
      email: 'alice@example.com',
      firstName: 'Alice',
      role: 'patient',
    });
    expect(res.body.onboardingCompleted).toBe(false);
    expect(res.body.secondFactor).toBe('off');
    // A browser keeps its session in the httpOnly cookie only: no script on the page can read the token.
    expect(res.body).not.toHaveProperty('authToken');
    expect(res.text).not.toContain('password');
    expect(res.text).not.toContain('argon2');
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toContain(`${SESSION_COOKIE}=`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=28800/);

    const me = await browser.get(ApiPath.user);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'alice' });
    // The shapes services/openapi.json declares, naming every field (parsing drops any it does not name).
    expect(authResponseSchema.parse(res.body)).toEqual(res.body);
    expect(publicUserSchema.parse(me.body)).toEqual(me.body);
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  /** A sign-in as a client sends it: `headers` beside the CSRF header every client sends. */
  const loginWith = async (headers: Record<string, string>) => {
    const res = await rawRequest(t.baseUrl, 'POST', ApiPath.login, {
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...headers },
      body: JSON.stringify({ username: 'alice', password: alice.password }),
    });
    expect(res.status).toBe(200);
    return { body: JSON.parse(res.text) as AuthResponse, setCookie: String(res.headers['set-cookie'] ?? '') };
  };

  it('answers a non-browser client with the token, which works as a Bearer header without any cookie', async () => {
    const login = await loginWith({});
    expect(login.body).toMatchObject({ username: 'alice', secondFactor: 'off', authToken: expect.any(String) });
    expect(authResponseSchema.parse(login.body)).toEqual(login.body);
    const res = await new HttpClient(t.baseUrl).get(ApiPath.user, {
      headers: { Authorization: `Bearer ${login.body.authToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'alice' });
  });

  it('answers a server-side fetch with the token: Node sends Sec-Fetch-Mode but neither Origin nor Sec-Fetch-Site', async () => {
    const login = await loginWith({ 'Sec-Fetch-Mode': 'cors', 'User-Agent': 'node' });
    expect(login.body).toMatchObject({ username: 'alice', authToken: expect.any(String) });
  });

  it('leaves the token out of the body for a browser (Origin or Sec-Fetch-Site): the cookie alone signs it in', async () => {
    const browserHeaders: Record<string, string>[] = [
      { Origin: t.baseUrl },
      { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' },
    ];
    for (const headers of browserHeaders) {
      const login = await loginWith(headers);
      expect(login.body).not.toHaveProperty('authToken');
      expect(login.body).toMatchObject({ username: 'alice', secondFactor: 'off' });
      expect(login.setCookie).toContain(`${SESSION_COOKIE}=`);
    }
  });

  it('signs in with the right password and gives the same 401 for a wrong password and an unknown username', async () => {
    const right = await new HttpClient(t.baseUrl).post(ApiPath.login, {
      body: { username: 'alice', password: alice.password },
    });
    expect(right.status).toBe(200);
    const wrong = await new HttpClient(t.baseUrl).post(ApiPath.login, {
      body: { username: 'alice', password: 'nope-nope' },
    });
    const unknown = await new HttpClient(t.baseUrl).post(ApiPath.login, {
      body: { username: 'nobody', password: 'nope-nope' },
    });
    const expected = {
      statusCode: 401,
      error: 'Unauthorized',
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid username or password',
    };
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(expected);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(expected);
  });

  it('refuses a taken username with 409 USERNAME_TAKEN and writes nothing', async () => {
    const before = await userCount();
    const res = await new HttpClient(t.baseUrl).post(ApiPath.register, {
      body: { ...alice, email: 'other@example.com' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'USERNAME_TAKEN',
      field: 'username',
      message: 'Username already exists',
    });
    expect(await userCount()).toBe(before);
  });

  // Only a proven address is held: alice's typed address blocks nobody until a code sent to it proves it.
  it('refuses an email another account has proven, in another letter case, with 409 EMAIL_TAKEN and writes nothing', async () => {
    await t.dataSource.getRepository(UserEntity).update({ username: 'alice' }, { emailVerifiedAt: new Date() });
    const before = await userCount();
    const res = await new HttpClient(t.baseUrl).post(ApiPath.register, {
      body: { ...alice, username: 'alice2', email: 'ALICE@example.COM' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email', message: 'Email already registered' });
    expect(await userCount()).toBe(before);
  });

  it('keeps both users valid when two registrations of one username race', async () => {
    const attempts = await Promise.all(
      [1, 2, 3].map(() =>
        new HttpClient(t.baseUrl).post(ApiPath.register, { body: { username: 'racer', password: 'racer-password' } }),
      ),
    );
    expect(attempts.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    expect(await t.dataSource.getRepository(UserEntity).countBy({ username: 'racer' })).toBe(1);
  });

  it('revokes the session on logout while another session of the same user stays valid', async () => {
    const laptop = new HttpClient(t.baseUrl);
    const phone = new HttpClient(t.baseUrl);
    await laptop.post(ApiPath.login, { body: { username: 'alice', password: alice.password } });
    await phone.post(ApiPath.login, { body: { username: 'alice', password: alice.password } });
    const oldCookie = laptop.cookies.get(SESSION_COOKIE);

    const out = await laptop.post(ApiPath.logout);
    expect(out.status).toBe(204);
    expect(laptop.cookies.has(SESSION_COOKIE)).toBe(false);

    const replay = new HttpClient(t.baseUrl);
    replay.cookies.set(SESSION_COOKIE, oldCookie ?? '');
    const res = await replay.get(ApiPath.user);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Not signed in' });
    expect(res.headers.get('set-cookie')).toContain(`${SESSION_COOKIE}=;`);
    expect((await phone.get(ApiPath.user)).status).toBe(200);
  });

  it('answers 204 to logout when not signed in', async () => {
    expect((await new HttpClient(t.baseUrl).post(ApiPath.logout)).status).toBe(204);
  });

  it('guards protected routes with 401 Not signed in', async () => {
    for (const path of [ApiPath.user, ApiPath.settings]) {
      const res = await new HttpClient(t.baseUrl).get(path);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: 'Not signed in' });
    }
    const patch = await new HttpClient(t.baseUrl).patch(ApiPath.userOnboarding, {
      body: { onboardingCompleted: true, setupCompleted: true },
    });
    expect(patch.status).toBe(401);
  });

  it('records onboarding and setup progress', async () => {
    const browser = new HttpClient(t.baseUrl);
    await browser.post(ApiPath.login, { body: { username: 'alice', password: alice.password } });
    const res = await browser.patch(ApiPath.userOnboarding, {
      body: { onboardingCompleted: true, setupCompleted: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ onboardingCompleted: true, setupCompleted: false });
    expect((await browser.get(ApiPath.user)).body).toMatchObject({ onboardingCompleted: true });
    const bad = await browser.patch(ApiPath.userOnboarding, { body: { onboardingCompleted: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'onboardingCompleted' });
  });
});
