import { ApiPath } from '@anchor/contracts';
import { rawRequest } from '@anchor/services/test/raw-request';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const PORTAL = 'https://portal.clinic.example';

function corsHeaders(headers: Record<string, string | string[] | undefined>) {
  return {
    allowOrigin: headers['access-control-allow-origin'],
    allowCredentials: headers['access-control-allow-credentials'],
    allowMethods: headers['access-control-allow-methods'],
    allowHeaders: headers['access-control-allow-headers'],
  };
}

describe('CORS: the API answers its allowed origins, and nothing else answers another origin', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ PROVIDER_PORTAL_URL: `${PORTAL}/` });
    const { client } = await signUp(t, 'cors_caller');
    cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  });
  afterAll(() => t.close());

  it.each(['/api/settings', '/%61pi/settings'])('answers a preflight from the portal to %s', async (target) => {
    const res = await rawRequest(t.baseUrl, 'OPTIONS', target, {
      headers: {
        Origin: PORTAL,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-requested-with',
      },
    });
    expect(res.status).toBe(204);
    expect(corsHeaders(res.headers)).toEqual({
      allowOrigin: PORTAL,
      allowCredentials: 'true',
      allowMethods: 'GET,HEAD,POST',
      allowHeaders: 'content-type,x-requested-with',
    });
  });

  it('refuses an OPTIONS request that names no origin, as a malformed preflight', async () => {
    const res = await rawRequest(t.baseUrl, 'OPTIONS', ApiPath.settings, {
      headers: { 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(400);
    expect(res.text).toBe('Invalid Preflight Request');
  });

  it('lets the portal read an API answer with credentials, and no other origin', async () => {
    const fromPortal = await rawRequest(t.baseUrl, 'GET', ApiPath.user, {
      headers: { Origin: PORTAL, Cookie: cookie },
    });
    expect(fromPortal.status).toBe(200);
    expect(fromPortal.headers.vary).toMatch(/origin/i);
    expect(corsHeaders(fromPortal.headers)).toMatchObject({ allowOrigin: PORTAL, allowCredentials: 'true' });

    const elsewhere = await rawRequest(t.baseUrl, 'GET', ApiPath.user, {
      headers: { Origin: 'https://elsewhere.example', Cookie: cookie },
    });
    expect(elsewhere.headers.vary).toMatch(/origin/i);
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives pages and the remotes list no CORS answer, even to the portal', async () => {
    for (const target of ['/remotes.json', '/settings']) {
      const res = await rawRequest(t.baseUrl, 'GET', target, { headers: { Origin: PORTAL } });
      expect({ target, ...corsHeaders(res.headers) }).toEqual({ target });
    }
  });

  it('adds no CORS headers to a request that names no origin (a same-origin or non-browser caller)', async () => {
    const res = await rawRequest(t.baseUrl, 'GET', ApiPath.user, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(corsHeaders(res.headers)).toEqual({});
  });
});
