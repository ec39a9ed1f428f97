import { ApiPath } from '@anchor/contracts';
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
});
