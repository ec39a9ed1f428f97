import {
  ApiPath,
  AssessmentApiPath,
  type ProviderAccessEvent,
  ProviderApiPath,
  type ProviderPatientCard,
  type ProviderShare,
  withId,
} from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { apiRoutes, fillParams } from '@anchor/services/test/security/route-table';
import { patientOf, shareScore, signedInProvider } from '@anchor/services/test/provider-test-kit';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { MINUTE } from '@anchor/services/test/test-clock';

describe('provider access', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  let provider: HttpClient;
  let patient: HttpClient;
  let patientId: number;

  beforeAll(async () => {
    t = await createTestApp();
    provider = await signedInProvider(t, 'dr.lee@clinic.example', 'Dana Lee');
    patient = await patientOf(t, 'pat-one', 'Dr.Lee@clinic.example');
    patientId = ((await patient.get<{ id: number }>(ApiPath.user)).body as { id: number }).id;
    await shareScore(patient, 40);
  });
  afterAll(() => t.close());

  it('answers 401 signed out and 403 to a patient on every route under /api/provider/', async () => {
    // The app's own route table: a provider route added later is covered without editing this list.
    const routes = apiRoutes(t.app).filter((route) => route.path.startsWith('/api/provider/'));
    expect(routes.length).toBeGreaterThanOrEqual(13);
    const answers = [];
    for (const route of routes) {
      const path = fillParams(route.path, 1);
      const body = route.method === 'GET' ? undefined : {};
      const anonymous = await new HttpClient(t.baseUrl).request(route.method, path, { body });
      const asPatient = await patient.request(route.method, path, { body });
      answers.push(`${route.method} ${route.path}: ${anonymous.status} ${asPatient.status}`);
    }
    expect(answers).toEqual(routes.map((route) => `${route.method} ${route.path}: 401 403`));
  });

  it('signs a provider up once through the invitation link, with the provider role', async () => {
    const me = await provider.get<{ role: string; email: string; firstName: string }>(ApiPath.user);
    expect(me.body).toMatchObject({ role: 'provider', email: 'dr.lee@clinic.example', firstName: 'Dana' });
  });

  it('lists the patient who assigned the provider, with the shared score', async () => {
    const res = await provider.get<ProviderPatientCard[]>(ProviderApiPath.patients);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        id: patientId,
        name: 'pat-one',
        latestScore: 40,
        screening: 'above_cutoff',
        alertCount: 1,
      }),
    ]);
  });

  it("answers 404 for a patient who did not assign the provider, and records the attempt on the provider's side", async () => {
    const stranger = (await signUp(t, 'stranger')).client;
    const strangerId = ((await stranger.get<{ id: number }>(ApiPath.user)).body as { id: number }).id;
    const res = await provider.get(withId(ProviderApiPath.patient, strangerId));
    expect(res.status).toBe(404);
    const providerId = ((await provider.get<{ id: number }>(ApiPath.user)).body as { id: number }).id;
    const [row] = await t.dataSource.query(
      `SELECT kind, provider_user_id, client_address, created_at FROM provider_security_events
       WHERE target_patient_id = $1`,
      [strangerId],
    );
    // Who (provider), whom they asked for, what, when and from which address; the stranger's own log stays empty.
    expect(row).toEqual({
      kind: 'denied_not_assigned',
      provider_user_id: providerId,
      client_address: expect.stringMatching(/127\.0\.0\.1/),
      created_at: expect.any(Date),
    });
    expect((await stranger.get(ProviderApiPath.accessLog)).body).toEqual([]);
  });

  it('shows the patient who read what, and only to that patient', async () => {
    await provider.get(withId(ProviderApiPath.patient, patientId));
    const log = await patient.get<ProviderAccessEvent[]>(ProviderApiPath.accessLog);
    expect(log.status).toBe(200);
    expect(log.body.map((event) => event.what)).toEqual(expect.arrayContaining(['patient_detail', 'patient_list']));
    expect(log.body[0]).toMatchObject({ providerName: 'Dana Lee', providerEmail: 'dr.lee@clinic.example' });
    expect((await new HttpClient(t.baseUrl).get(ProviderApiPath.accessLog)).status).toBe(401);
  });

  it('keeps audit rows append-only for the api database role', async () => {
    await expect(t.dataSource.query(`UPDATE provider_audit_events SET action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(t.dataSource.query(`DELETE FROM provider_audit_events`)).rejects.toThrow(/append-only/);
    await expect(t.dataSource.query(`TRUNCATE provider_audit_events`)).rejects.toThrow(/append-only/);
  });

  it('drops a revoked share on the very next request', async () => {
    const [share] = (await patient.get<ProviderShare[]>(AssessmentApiPath.providerSharing)).body;
    expect((await patient.request('DELETE', `${AssessmentApiPath.providerSharing}/${share.id}`)).status).toBe(204);
    const [card] = (await provider.get<ProviderPatientCard[]>(ProviderApiPath.patients)).body;
    expect(card).toMatchObject({ id: patientId, latestScore: null, screening: null, alertCount: 0 });
  });

  it('drops the patient once the patient names another provider', async () => {
    await patient.request('PUT', AssessmentApiPath.provider, { body: { providerEmail: 'other@clinic.example' } });
    expect((await provider.get(ProviderApiPath.patients)).body).toEqual([]);
    expect((await provider.get(withId(ProviderApiPath.patient, patientId))).status).toBe(404);
  });

  it('ends a provider session after 15 idle minutes, a patient session only after 30', async () => {
    t.clock.advance(16 * MINUTE);
    expect((await provider.get(ProviderApiPath.dashboard)).status).toBe(401);
    expect((await patient.get(ApiPath.user)).status).toBe(200);
  });

  it('refuses a used or unknown sign-up link', async () => {
    const res = await new HttpClient(t.baseUrl).post(ProviderApiPath.signUp, {
      body: { token: 'not-a-real-token', username: 'someone', password: 'someone-password' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'token' });
  });
});
