import {
  AccountApiPath,
  ApiPath,
  AssessmentApiPath,
  type ProviderAccessEvent,
  ProviderApiPath,
  type ProviderAssignmentView,
  type ProviderPatientCard,
  type ProviderRequestView,
  withId,
} from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { type MailTestKit, startMailServer } from '@anchor/services/test/mail-test-kit';
import { patientOf, shareScore, signedInProvider } from '@anchor/services/test/provider-test-kit';
import { passwordOf, signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const idOf = async (client: HttpClient) => (await client.get<{ id: number }>(ApiPath.user)).body.id;

/** What a provider can reach of one patient: detail, FHIR export, and the patient's name in the list and a report. */
async function reach(provider: HttpClient, patientId: number, patientName: string): Promise<string[]> {
  const detail = await provider.get(withId(ProviderApiPath.patient, patientId));
  const fhir = await provider.get(withId(ProviderApiPath.patientFhir, patientId));
  const list = await provider.get<ProviderPatientCard[]>(ProviderApiPath.patients);
  const report = await provider.get(`${ProviderApiPath.report}?type=comprehensive&period=month`);
  return [
    `detail ${detail.status}`,
    `fhir ${fhir.status}`,
    `listed ${list.body.some((card) => card.id === patientId)}`,
    `report ${report.status} names patient ${report.text.includes(patientName)}`,
  ];
}

const NO_REACH = ['detail 404', 'fhir 404', 'listed false', 'report 200 names patient false'];
const FULL_REACH = ['detail 200', 'fhir 200', 'listed true', 'report 200 names patient true'];

describe('provider access bound to the provider account', () => {
  jest.setTimeout(120_000);
  let t: TestApp;
  let mail: MailTestKit;

  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({ SMTP_URL: mail.url, MAIL_FROM: 'care-team@anchor.example' });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  /** Asks for the new address (it waits for its code) and, unless told otherwise, proves it with the mailed code. */
  async function changeEmail(client: HttpClient, username: string, email: string, prove = true): Promise<void> {
    const res = await client.patch(AccountApiPath.profile, { body: { email, currentPassword: passwordOf(username) } });
    expect(res.status).toBe(200);
    if (!prove) return;
    const verified = await client.post(AccountApiPath.emailVerify, { body: { code: mail.codeFor(email) } });
    expect(verified.status).toBe(200);
  }

  it('gives nothing to a provider that takes the address a patient named (the review reproduction)', async () => {
    const patient = await patientOf(t, 'named-early', 'clinician@unclaimed.example');
    const patientId = await idOf(patient);
    await shareScore(patient, 44);
    const p2 = await signedInProvider(t, 'p2@clinic.example', 'Pat Two');
    const [{ id }] = await t.dataSource.query(`SELECT id FROM provider_assignments WHERE user_id = $1`, [patientId]);

    // Asked for but not proven: nothing, and the request is not even offered to this account.
    await changeEmail(p2, 'p2', 'clinician@unclaimed.example', false);
    expect(await reach(p2, patientId, 'named-early')).toEqual(NO_REACH);
    expect((await p2.get<ProviderRequestView[]>(ProviderApiPath.requests)).body).toEqual([]);
    expect((await p2.post(withId(ProviderApiPath.acceptRequest, id))).status).toBe(404);

    // Proven: the account holds the mailbox, so the request is offered, yet nothing is readable before it accepts.
    await p2.post(AccountApiPath.emailVerify, { body: { code: mail.codeFor('clinician@unclaimed.example') } });
    expect(await reach(p2, patientId, 'named-early')).toEqual(NO_REACH);
    expect((await p2.get<ProviderRequestView[]>(ProviderApiPath.requests)).body).toEqual([
      expect.objectContaining({ id, patientName: 'named-early' }),
    ]);
    expect((await patient.get<ProviderAssignmentView>(AssessmentApiPath.provider)).body).toMatchObject({
      status: 'waiting',
      acceptedBy: null,
    });
  });

  it('keeps the accepted patients of a provider that changes its e-mail', async () => {
    const provider = await signedInProvider(t, 'dr.moves@clinic.example', 'Mo Ves');
    const patient = await patientOf(t, 'stays', 'dr.moves@clinic.example');
    const patientId = await idOf(patient);
    await shareScore(patient, 38);
    await changeEmail(provider, 'dr.moves', 'dr.moved@elsewhere.example');
    expect(await reach(provider, patientId, 'stays')).toEqual(FULL_REACH);
    // Whoever holds the old address now gets nothing.
    const taker = await signedInProvider(t, 'taker@clinic.example', 'Tay Ker');
    await changeEmail(taker, 'taker', 'dr.moves@clinic.example');
    expect(await reach(taker, patientId, 'stays')).toEqual(NO_REACH);
  });

  it('shows a patient only after the provider accepts the request', async () => {
    const provider = await signedInProvider(t, 'dr.waits@clinic.example', 'Wai Ting');
    const { client: patient, userId } = await signUp(t, 'asks');
    await patient.put(AssessmentApiPath.provider, { body: { providerEmail: 'Dr.Waits@clinic.example' } });
    await patient.patch(AssessmentApiPath.preferences, { body: { healthcareProviderSharing: true } });
    await shareScore(patient, 50);
    expect(await reach(provider, userId, 'asks')).toEqual(NO_REACH);
    expect((await patient.get<ProviderAssignmentView>(AssessmentApiPath.provider)).body).toEqual({
      providerName: null,
      providerEmail: 'dr.waits@clinic.example',
      status: 'waiting',
      acceptedBy: null,
      shareWellnessSummaries: false,
      sharedPhone: null,
    });
    const requests = (await provider.get<ProviderRequestView[]>(ProviderApiPath.requests)).body;
    expect(requests).toEqual([
      { id: expect.any(Number), patientName: 'asks', patientEmail: null, requestedAt: expect.any(String) },
    ]);
    expect((await provider.post(withId(ProviderApiPath.acceptRequest, requests[0].id))).status).toBe(204);
    // The share made while waiting belongs to the request, so the provider sees it once accepted.
    expect(await reach(provider, userId, 'asks')).toEqual(FULL_REACH);
    expect((await provider.get(ProviderApiPath.requests)).body).toEqual([]);
    expect((await patient.get<ProviderAssignmentView>(AssessmentApiPath.provider)).body).toMatchObject({
      status: 'accepted',
      acceptedBy: { name: 'Wai Ting', email: 'dr.waits@clinic.example' },
    });
  });

  it('lets a provider decline: the patient sees it and the provider never reads the patient', async () => {
    const provider = await signedInProvider(t, 'dr.no@clinic.example', 'Dee No');
    const { client: patient, userId } = await signUp(t, 'declined');
    await patient.put(AssessmentApiPath.provider, { body: { providerEmail: 'dr.no@clinic.example' } });
    await patient.patch(AssessmentApiPath.preferences, { body: { healthcareProviderSharing: true } });
    const [request] = (await provider.get<ProviderRequestView[]>(ProviderApiPath.requests)).body;
    expect((await provider.post(withId(ProviderApiPath.declineRequest, request.id))).status).toBe(204);
    expect((await provider.post(withId(ProviderApiPath.acceptRequest, request.id))).status).toBe(404);
    expect((await provider.get(ProviderApiPath.requests)).body).toEqual([]);
    expect(await reach(provider, userId, 'declined')).toEqual(NO_REACH);
    expect((await patient.get<ProviderAssignmentView>(AssessmentApiPath.provider)).body).toMatchObject({
      status: 'declined',
      acceptedBy: null,
    });
    // Naming the address again asks again.
    await patient.put(AssessmentApiPath.provider, { body: { providerEmail: 'dr.no@clinic.example' } });
    expect((await provider.get<ProviderRequestView[]>(ProviderApiPath.requests)).body).toHaveLength(1);
  });

  it("answers 404 to a provider answering another address's request", async () => {
    const provider = await signedInProvider(t, 'dr.own@clinic.example', 'Own Er');
    const other = await signedInProvider(t, 'dr.other@clinic.example', 'Oth Er');
    const { client: patient, userId } = await signUp(t, 'for-own');
    await patient.put(AssessmentApiPath.provider, { body: { providerEmail: 'dr.own@clinic.example' } });
    const [request] = (await provider.get<ProviderRequestView[]>(ProviderApiPath.requests)).body;
    expect((await other.post(withId(ProviderApiPath.acceptRequest, request.id))).status).toBe(404);
    expect((await other.post(withId(ProviderApiPath.declineRequest, request.id))).status).toBe(404);
    expect(await reach(other, userId, 'for-own')).toEqual(NO_REACH);
    expect((await provider.get(ProviderApiPath.requests)).body).toHaveLength(1);
  });

  it('ends access at once when the patient revokes the accepted provider', async () => {
    const provider = await signedInProvider(t, 'dr.ends@clinic.example', 'En Ds');
    const patient = await patientOf(t, 'revokes', 'dr.ends@clinic.example');
    const patientId = await idOf(patient);
    await shareScore(patient, 41);
    expect(await reach(provider, patientId, 'revokes')).toEqual(FULL_REACH);
    expect((await patient.request('DELETE', AssessmentApiPath.provider)).status).toBe(204);
    expect(await reach(provider, patientId, 'revokes')).toEqual(NO_REACH);
  });

  it('keeps the provider in the access log as they were when they read', async () => {
    const provider = await signedInProvider(t, 'dr.was@clinic.example', 'Was Before');
    const patient = await patientOf(t, 'logged', 'dr.was@clinic.example');
    const patientId = await idOf(patient);
    expect((await provider.get(withId(ProviderApiPath.patient, patientId))).status).toBe(200);
    const renamed = await provider.patch(AccountApiPath.profile, {
      body: {
        firstName: 'Now',
        lastName: 'After',
        email: 'dr.now@clinic.example',
        currentPassword: passwordOf('dr.was'),
      },
    });
    expect(renamed.status).toBe(200);
    await provider.post(AccountApiPath.emailVerify, { body: { code: mail.codeFor('dr.now@clinic.example') } });
    expect((await provider.get<{ email: string }>(ApiPath.user)).body.email).toBe('dr.now@clinic.example');
    const log = (await patient.get<ProviderAccessEvent[]>(ProviderApiPath.accessLog)).body;
    expect(log.find((event) => event.what === 'patient_detail')).toMatchObject({
      providerName: 'Was Before',
      providerEmail: 'dr.was@clinic.example',
    });
  });

  it("records a provider's probe of a stranger on the provider's side, never in the stranger's log", async () => {
    const provider = await signedInProvider(t, 'dr.probe@clinic.example', 'Pro Be');
    const providerId = await idOf(provider);
    const { client: stranger, userId: strangerId } = await signUp(t, 'probed');
    expect((await provider.get(withId(ProviderApiPath.patient, strangerId))).status).toBe(404);
    expect((await provider.get(withId(ProviderApiPath.patientFhir, strangerId))).status).toBe(404);
    expect((await stranger.get<ProviderAccessEvent[]>(ProviderApiPath.accessLog)).body).toEqual([]);
    const rows = await t.dataSource.query(
      `SELECT kind, target_patient_id, client_address FROM provider_security_events WHERE provider_user_id = $1`,
      [providerId],
    );
    expect(rows).toEqual([
      {
        kind: 'denied_not_assigned',
        target_patient_id: strangerId,
        client_address: expect.stringMatching(/127\.0\.0\.1/),
      },
      {
        kind: 'denied_not_assigned',
        target_patient_id: strangerId,
        client_address: expect.stringMatching(/127\.0\.0\.1/),
      },
    ]);
  });
});
