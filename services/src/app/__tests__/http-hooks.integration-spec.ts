import { ApiPath, SESSION_COOKIE } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { pathVariants, rawRequest } from '@anchor/services/test/raw-request';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

describe('request rules decided on the routed path', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function sessionCookie(cookies: Map<string, string>): string {
    return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  it.each(['encoded', 'absolute-form'])(
    'refuses a state-changing call without X-Requested-With on the %s path, and changes nothing',
    async (variant) => {
      const client = (await signUp(t, `csrf_${variant.replace('-', '_')}`)).client;
      const [, encoded, absolute] = pathVariants(t.baseUrl, ApiPath.logout);
      const res = await rawRequest(t.baseUrl, 'POST', variant === 'encoded' ? encoded : absolute, {
        headers: { Cookie: sessionCookie(client.cookies), 'Content-Type': 'text/plain' },
        body: '',
      });
      expect(res.status).toBe(403);
      expect((await client.get(ApiPath.user)).status).toBe(200);
    },
  );

  it('answers API calls with Cache-Control no-store whatever the form of the path', async () => {
    const client = (await signUp(t, 'cache_rule')).client;
    for (const target of pathVariants(t.baseUrl, ApiPath.user)) {
      const res = await rawRequest(t.baseUrl, 'GET', target, { headers: { Cookie: sessionCookie(client.cookies) } });
      expect({ target, status: res.status, cache: res.headers['cache-control'] }).toEqual({
        target,
        status: 200,
        cache: 'no-store',
      });
    }
  });

  it('keeps no-store on API paths no route matches', async () => {
    const res = await rawRequest(t.baseUrl, 'GET', '/%61pi/no-such-route');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('still accepts a state-changing call that carries X-Requested-With', async () => {
    const client = (await signUp(t, 'csrf_ok')).client;
    const res = await client.patch(ApiPath.settings, { body: { allowVideoApps: true } });
    expect(res.status).toBe(200);
  });

  describe('a Bearer header in place of X-Requested-With', () => {
    type Settings = { allowVideoApps: boolean };
    // The stored default is on: each request turns it off.
    const change = { body: { allowVideoApps: false }, noCsrfHeader: true };

    it('refuses a junk Bearer token beside the session cookie (403), and changes nothing', async () => {
      const { client } = await signUp(t, 'csrf_junk_bearer');
      const res = await client.patch(ApiPath.settings, { ...change, headers: { Authorization: 'Bearer junk' } });
      expect(res.status).toBe(403);
      expect((await client.get<Settings>(ApiPath.settings)).body.allowVideoApps).toBe(true);
    });

    it('lets a non-browser client through with its live session token as Bearer alone', async () => {
      const { client } = await signUp(t, 'csrf_bearer_only');
      const token = client.cookies.get(SESSION_COOKIE);
      const res = await new HttpClient(t.baseUrl).patch<Settings>(ApiPath.settings, {
        ...change,
        headers: { Authorization: `Bearer ${token}` },
      });
      expect([res.status, res.body.allowVideoApps]).toEqual([200, false]);
    });

    it('lets the live Bearer token through beside the cookie: it is the credential the request is authenticated by', async () => {
      const { client } = await signUp(t, 'csrf_bearer_cookie');
      const token = client.cookies.get(SESSION_COOKIE);
      const res = await client.patch(ApiPath.settings, { ...change, headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
    });

    it('keeps accepting the cookie with X-Requested-With and no Authorization header', async () => {
      const { client } = await signUp(t, 'csrf_cookie_header');
      expect((await client.patch(ApiPath.settings, { body: { allowVideoApps: true } })).status).toBe(200);
    });
  });
});
