import { ApiPath, AssistantApiPath, MoodApiPath, NotificationApiPath } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { rawRequest } from '@anchor/services/test/raw-request';
import { fillParams, isStateChanging, type ApiRoute, apiRoutes } from '@anchor/services/test/security/route-table';
import { rowCounts, rowsChanged, userRowIds, userRowsFingerprint } from '@anchor/services/test/security/row-snapshot';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

/** The only routes a caller without a session may use. Every other route, present or future, must answer 401. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/health/ready',
  // Who is signed in: nobody is an answer there (`user: null`), the session is read as the guard reads it.
  'GET /api/session',
  'POST /api/login',
  'POST /api/register',
  'POST /api/logout',
  'POST /api/test-login',
  'GET /api/docs',
  'POST /api/provider-sign-up',
  // The portal's Contact Admin address, shown before sign-in (configuration, no personal data).
  'GET /api/provider-portal-info',
  'GET /api/notifications/vapid-public-key',
  'GET /remotes.json',
  // Stripe's signed events: the signature over the raw body stands in for a session (400 without it).
  'POST /api/subscription/stripe-webhook',
]);

/** State-changing routes a forged cross-site form cannot use anyway: the caller signs the body (checked by their own tests). */
const SIGNED_WEBHOOKS = new Set(['POST /api/subscription/stripe-webhook']);

const figures = { routes: 0, requests: 0, serverErrors: 0, rowsChanged: 0, idRoutes: 0, notFound: 0, roleRoutes: 0 };

const key = (route: ApiRoute) => `${route.method} ${route.path}`;
const cookieHeader = (client: HttpClient) => [...client.cookies].map(([n, v]) => `${n}=${v}`).join('; ');

describe('security rules on every route of the route table', () => {
  let t: TestApp;
  let routes: ApiRoute[];

  beforeAll(async () => {
    t = await createTestApp();
    routes = apiRoutes(t.app);
    figures.routes = routes.length;
  });
  afterAll(async () => {
    console.log(
      `security suite (access rules): ${figures.routes} routes covered, ${figures.requests} requests, ` +
        `${figures.serverErrors} 5xx, ${figures.rowsChanged} rows changed, ${figures.idRoutes} :id routes (${figures.notFound} not-found answers), ` +
        `${figures.roleRoutes} role-restricted routes`,
    );
    await t.close();
  });

  async function send(client: HttpClient, route: ApiRoute, path: string) {
    figures.requests += 1;
    const res = await client.request(route.method, path, { body: route.body ? {} : undefined });
    if (res.status >= 500) figures.serverErrors += 1;
    return res;
  }

  it('finds the routes it guards', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map(key)).toEqual(expect.arrayContaining(['GET /api/health', 'POST /api/login', 'GET /api/user']));
  });

  it('answers 401 to a caller without a session on every route outside the public list', async () => {
    const anonymous = new HttpClient(t.baseUrl);
    const open: string[] = [];
    for (const route of routes.filter((r) => !PUBLIC_ROUTES.has(key(r)))) {
      const res = await send(anonymous, route, fillParams(route.path, 1));
      if (res.status !== 401) open.push(`${key(route)} -> ${res.status}`);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(open).toEqual([]);
  });

  it('answers 403 to every state-changing call without X-Requested-With or a Bearer token, on every form of its path', async () => {
    const client = (await signUp(t, 'csrf_sweep')).client;
    const before = await rowCounts(t.dataSource);
    const accepted: string[] = [];
    for (const route of routes.filter((r) => isStateChanging(r) && !SIGNED_WEBHOOKS.has(key(r)))) {
      const path = fillParams(route.path, 1);
      for (const target of [path, path.replace(/^\/api\//, '/%61pi/'), `${t.baseUrl}${path}`]) {
        figures.requests += 1;
        const res = await rawRequest(t.baseUrl, route.method, target, {
          headers: { Cookie: cookieHeader(client), 'Content-Type': 'application/json' },
          body: '{}',
        });
        if (res.status >= 500) figures.serverErrors += 1;
        if (res.status !== 403) accepted.push(`${route.method} ${target} -> ${res.status}`);
      }
    }
    const changed = rowsChanged(before, await rowCounts(t.dataSource));
    figures.rowsChanged += changed;
    expect(accepted).toEqual([]);
    expect(changed).toBe(0);
  });

  async function seedVictim(): Promise<number> {
    const victim = (await signUp(t, 'idor_victim')).client;
    await victim.post(MoodApiPath.entries, { body: { mood: 6, notes: 'private' } });
    await victim.post(NotificationApiPath.medicationReminder, { body: { medicationName: 'Sertraline' } });
    await victim.post(NotificationApiPath.sendImmediate, {
      body: { title: 'Hello', body: 'Private', type: 'reminder' },
    });
    await victim.post(AssistantApiPath.chat, { body: { message: 'I slept badly last night' } });
    return ((await victim.get<{ id: number }>(ApiPath.user)).body as { id: number }).id;
  }

  it("answers 404 on every :id route for another user's ids and leaves that user's rows unchanged", async () => {
    const victimId = await seedVictim();
    const ids = await userRowIds(t.dataSource, victimId);
    expect(ids.length).toBeGreaterThan(0);
    const fingerprint = await userRowsFingerprint(t.dataSource, victimId);
    const attacker = (await signUp(t, 'idor_attacker')).client;
    const reached: string[] = [];
    const idRoutes = routes.filter((r) => r.path.includes('/:') && r.roles.length === 0);
    figures.idRoutes = idRoutes.length;
    for (const route of idRoutes) {
      for (const id of ids) {
        const res = await send(attacker, route, fillParams(route.path, id));
        // 400: an id of another table's form (a number where a UUID belongs) or a body refused before any lookup.
        if (res.status === 404) figures.notFound += 1;
        else if (res.status !== 400) reached.push(`${key(route)} id=${id} -> ${res.status}`);
      }
    }
    expect(reached).toEqual([]);
    expect(figures.notFound).toBeGreaterThan(0);
    expect(await userRowsFingerprint(t.dataSource, victimId)).toBe(fingerprint);
  });

  it('answers 403 on every role-restricted route to a signed-in user without that role', async () => {
    const patient = (await signUp(t, 'role_patient')).client;
    const restricted = routes.filter((r) => r.roles.length > 0 && !r.roles.includes('patient'));
    figures.roleRoutes = restricted.length;
    const allowed: string[] = [];
    for (const route of restricted) {
      const res = await send(patient, route, fillParams(route.path, 1));
      if (res.status !== 403) allowed.push(`${key(route)} -> ${res.status}`);
    }
    expect(allowed).toEqual([]);
  });

  it('refuses hostile :id values on every :id route with a 4xx, never a 5xx', async () => {
    const client = (await signUp(t, 'id_values')).client;
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.path.includes('/:'))) {
      for (const id of ['0', '-1', '2147483648', '99999999999999999999', '1.5', 'abc']) {
        const res = await send(client, route, route.path.replace(/:[A-Za-z]+/g, id));
        if (res.status < 400 || res.status >= 500) failures.push(`${key(route)} id=${id} -> ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
