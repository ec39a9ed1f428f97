import { ApiPath, ProviderApiPath, type ProviderInviteView, type ProviderPortalInfo } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { inviteToken, signedInProvider } from '@anchor/services/test/provider-test-kit';
import { passwordOf, signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { HOUR } from '@anchor/services/test/test-clock';

/** An account an operator made an admin (admins exist only by a change in the database). */
async function signedInAdmin(t: TestApp): Promise<HttpClient> {
  const admin = (await signUp(t, 'site-admin')).client;
  await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE username = 'site-admin'`);
  return admin;
}

const inviteCount = async (t: TestApp) =>
  Number((await t.dataSource.query('SELECT count(*)::int AS n FROM provider_invites'))[0].n);

describe('provider accounts', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  let admin: HttpClient;

  beforeAll(async () => {
    t = await createTestApp({
      PROVIDER_PORTAL_URL: 'https://portal.clinic.example/',
      PROVIDER_INVITE_HOURS: '5',
      PROVIDER_CONTACT_EMAIL: 'it-desk@clinic.example',
      PROVIDER_SESSION_IDLE_MINUTES: '12',
    });
    admin = await signedInAdmin(t);
  });
  afterAll(() => t.close());

  describe('POST /api/admin/provider-invites', () => {
    const body = { email: 'Dr.Ada@Clinic.example', name: '  Ada Byron ' };

    it('answers 401 signed out, and 403 to a patient and to a provider, storing nothing', async () => {
      const before = await inviteCount(t);
      expect((await new HttpClient(t.baseUrl).post(ProviderApiPath.adminInvites, { body })).status).toBe(401);
      const patient = (await signUp(t, 'a-patient')).client;
      expect((await patient.post(ProviderApiPath.adminInvites, { body })).status).toBe(403);
      const provider = await signedInProvider(t, 'dr.first@clinic.example', 'First Doctor');
      const afterProvider = await inviteCount(t);
      expect((await provider.post(ProviderApiPath.adminInvites, { body })).status).toBe(403);
      expect(await inviteCount(t)).toBe(afterProvider);
      expect(afterProvider).toBe(before + 1);
    });

    it.each([
      [{ ...body, email: 'not-an-email' }, 'email'],
      [{ ...body, name: '   ' }, 'name'],
      [{ email: body.email }, 'name'],
      [{ ...body, role: 'admin' }, 'role'],
    ])('refuses %j with a 400 naming %s, storing nothing', async (bad, field) => {
      const before = await inviteCount(t);
      const res = await admin.post(ProviderApiPath.adminInvites, { body: bad });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
      expect(await inviteCount(t)).toBe(before);
    });

    it('gives an admin a one-time link on the configured portal that expires after the configured hours', async () => {
      const res = await admin.post<ProviderInviteView>(ProviderApiPath.adminInvites, { body });
      expect(res.status).toBe(201);
      expect(res.body.signUpUrl).toMatch(/^https:\/\/portal\.clinic\.example\/#invite=[A-Za-z0-9_-]{20,}$/);
      expect(Date.parse(res.body.expiresAt) - t.clock.now().getTime()).toBe(5 * HOUR);
      const [row] = await t.dataSource.query(
        `SELECT email, name, token_hash FROM provider_invites ORDER BY id DESC LIMIT 1`,
      );
      expect(row).toMatchObject({ email: 'dr.ada@clinic.example', name: 'Ada Byron' });
      // Only the token's hash is stored.
      expect(res.body.signUpUrl).not.toContain(row.token_hash);

      const token = inviteToken(res.body.signUpUrl);
      const ada = new HttpClient(t.baseUrl);
      const providerSignUp = { token, username: 'ada', password: passwordOf('ada') };
      expect((await ada.post(ProviderApiPath.signUp, { body: providerSignUp })).status).toBe(201);
      expect((await ada.get(ApiPath.user)).body).toMatchObject({ role: 'provider', email: 'dr.ada@clinic.example' });
      const again = await new HttpClient(t.baseUrl).post(ProviderApiPath.signUp, {
        body: { ...providerSignUp, username: 'ada2' },
      });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ field: 'token' });
    });

    it('refuses a link once its hours are over', async () => {
      const res = await admin.post<ProviderInviteView>(ProviderApiPath.adminInvites, {
        body: { email: 'late@clinic.example', name: 'Late Comer' },
      });
      t.clock.advance(5 * HOUR + 1000);
      const late = await new HttpClient(t.baseUrl).post(ProviderApiPath.signUp, {
        body: { token: inviteToken(res.body.signUpUrl), username: 'late', password: passwordOf('late') },
      });
      expect(late.status).toBe(400);
      expect(late.body).toMatchObject({ field: 'token' });
    });
  });

  it('tells anyone, signed in or not, the configured Contact Admin address and provider idle minutes', async () => {
    const res = await new HttpClient(t.baseUrl).get<ProviderPortalInfo>(ProviderApiPath.portalInfo);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ contactEmail: 'it-desk@clinic.example', idleMinutes: 12 });
  });

  it('answers the configured portal origin, and no other, with CORS and credentials', async () => {
    const preflight = await fetch(`${t.baseUrl}${ApiPath.login}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://portal.clinic.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-requested-with',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://portal.clinic.example');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const fromPortal = await fetch(`${t.baseUrl}${ProviderApiPath.portalInfo}`, {
      headers: { Origin: 'https://portal.clinic.example' },
    });
    expect(fromPortal.headers.get('access-control-allow-origin')).toBe('https://portal.clinic.example');
    const elsewhere = await fetch(`${t.baseUrl}${ProviderApiPath.portalInfo}`, {
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });
});
