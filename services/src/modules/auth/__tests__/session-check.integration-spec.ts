import { ApiPath, type AuthResponse, SESSION_COOKIE, type SessionState } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { enrolAuthenticator } from '@anchor/services/test/provider-test-kit';
import { passwordOf, signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { MINUTE } from '@anchor/services/test/test-clock';

describe('GET /api/session: who is signed in, nobody being an answer', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with no user to a caller without a session, and sets no cookie', async () => {
    const res = await new HttpClient(t.baseUrl).get<SessionState>(ApiPath.session);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers the signed-in user as GET /api/user does, while /api/user still answers 401 to nobody', async () => {
    const { client, userId } = await signUp(t, 'sess_alive');
    const res = await client.get<SessionState>(ApiPath.session);
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual((await client.get(ApiPath.user)).body);
    expect(res.body.user).toMatchObject({ id: userId, username: 'sess_alive' });
    expect((await new HttpClient(t.baseUrl).get(ApiPath.user)).status).toBe(401);
  });

  it('answers no user to an ended session and drops its cookie, as the session guard does', async () => {
    const { client } = await signUp(t, 'sess_idle');
    t.clock.advance(31 * MINUTE);
    const res = await client.get<SessionState>(ApiPath.session);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
    expect(res.headers.get('set-cookie')).toContain(`${SESSION_COOKIE}=;`);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('answers no user to a session still waiting for its second factor, and keeps that session for the code', async () => {
    const { client } = await signUp(t, 'sess_pending');
    await enrolAuthenticator(t, client, 'sess_pending');
    const fresh = new HttpClient(t.baseUrl);
    const login = await fresh.post<AuthResponse>(ApiPath.login, {
      body: { username: 'sess_pending', password: passwordOf('sess_pending') },
    });
    expect(login.body.secondFactor).toBe('required');
    const res = await fresh.get<SessionState>(ApiPath.session);
    expect(res.body).toEqual({ user: null });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(fresh.cookies.has(SESSION_COOKIE)).toBe(true);
  });
});
