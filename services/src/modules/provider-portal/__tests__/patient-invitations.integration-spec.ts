import {
  AccountApiPath,
  AssessmentApiPath,
  type ProviderAssignmentView,
  ProviderApiPath,
  type PatientInvitationView,
  type ProviderPatientCard,
  withId,
} from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { type MailTestKit, startMailServer } from '@anchor/services/test/mail-test-kit';
import { signedInProvider, verifyEmailOf } from '@anchor/services/test/provider-test-kit';
import { HOUR } from '@anchor/services/test/test-clock';
import { passwordOf, signIn, signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

/** A patient account whose email is `email`, verified unless told otherwise. */
async function patientWithEmail(t: TestApp, username: string, email: string, verified = true): Promise<HttpClient> {
  const client = (await signUp(t, username)).client;
  await t.dataSource.query('UPDATE users SET email = $1 WHERE username = $2', [email, username]);
  if (verified) await verifyEmailOf(t, username);
  return client;
}

const activeAssignments = async (t: TestApp, username: string) =>
  Number(
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM provider_assignments a JOIN users u ON u.id = a.user_id
         WHERE u.username = $1 AND a.active`,
        [username],
      )
    )[0].n,
  );

describe('accepting a provider invitation', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  let mail: MailTestKit;
  let provider: HttpClient;

  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({ SMTP_URL: mail.url, MAIL_FROM: 'care-team@anchor.example' });
    provider = await signedInProvider(t, 'dr.ray@clinic.example', 'Ray Ortiz');
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  /** A proven change of address: asked for with the password, then the mailed code. */
  async function moveTo(client: HttpClient, username: string, email: string): Promise<void> {
    const asked = await client.patch(AccountApiPath.profile, {
      body: { email, currentPassword: passwordOf(username) },
    });
    expect(asked.status).toBe(200);
    const proven = await client.post(AccountApiPath.emailVerify, { body: { code: mail.codeFor(email) } });
    expect(proven.status).toBe(200);
  }

  async function invite(email: string): Promise<void> {
    expect((await provider.post(ProviderApiPath.invitations, { body: { email } })).status).toBe(201);
  }

  async function pendingInvitation(patient: HttpClient): Promise<PatientInvitationView> {
    const [invitation] = (await patient.get<PatientInvitationView[]>(ProviderApiPath.patientInvitations)).body;
    return invitation;
  }

  it('uses an invitation once when it is accepted twice at the same moment', async () => {
    await invite('twice@example.org');
    const patient = await patientWithEmail(t, 'twice', 'twice@example.org');
    const invitation = await pendingInvitation(patient);
    const path = withId(ProviderApiPath.acceptInvitation, invitation.id);
    const statuses = (await Promise.all([patient.post(path), patient.post(path)])).map((res) => res.status);
    expect(statuses.sort()).toEqual([204, 404]);
    expect(await activeAssignments(t, 'twice')).toBe(1);
    // Accepting is the choice to share with that provider.
    expect((await patient.get(AssessmentApiPath.preferences)).body).toEqual({ healthcareProviderSharing: true });
    expect((await patient.get<PatientInvitationView[]>(ProviderApiPath.patientInvitations)).body).toEqual([]);
  });

  it('stores neither the assignment nor the acceptance when the assignment cannot be written', async () => {
    await invite('atomic@example.org');
    const patient = await patientWithEmail(t, 'atomic', 'atomic@example.org');
    const invitation = await pendingInvitation(patient);
    // A failure inside the transaction, after the invitation was read and locked.
    await t.dataSource.query(`
      CREATE FUNCTION refuse_assignment() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'assignment refused by the test'; END $$`);
    await t.dataSource.query(
      'CREATE TRIGGER refuse_assignment BEFORE INSERT ON provider_assignments FOR EACH ROW EXECUTE FUNCTION refuse_assignment()',
    );
    try {
      const failed = await patient.post(withId(ProviderApiPath.acceptInvitation, invitation.id));
      expect(failed.status).toBe(500);
    } finally {
      await t.dataSource.query('DROP TRIGGER refuse_assignment ON provider_assignments');
      await t.dataSource.query('DROP FUNCTION refuse_assignment()');
    }
    expect(await activeAssignments(t, 'atomic')).toBe(0);
    expect((await patient.get(AssessmentApiPath.preferences)).body).toEqual({ healthcareProviderSharing: false });
    expect(await pendingInvitation(patient)).toMatchObject({ id: invitation.id });
    expect((await patient.post(withId(ProviderApiPath.acceptInvitation, invitation.id))).status).toBe(204);
    const names = (await provider.get<ProviderPatientCard[]>(ProviderApiPath.patients)).body.map((card) => card.name);
    expect(names).toContain('atomic');
  });

  it("answers 404 to a patient accepting someone else's invitation, and assigns nothing", async () => {
    await invite('owner@example.org');
    const owner = await patientWithEmail(t, 'owner', 'owner@example.org');
    const other = await patientWithEmail(t, 'other', 'other@example.org');
    const invitation = await pendingInvitation(owner);
    expect((await other.post(withId(ProviderApiPath.acceptInvitation, invitation.id))).status).toBe(404);
    expect(await activeAssignments(t, 'other')).toBe(0);
    expect(await pendingInvitation(owner)).toMatchObject({ id: invitation.id });
  });

  it.each(['0', 'abc', '2147483648'])(
    'answers an invitation id of %s with a 400 naming id and its rule',
    async (id) => {
      const patient = await patientWithEmail(t, `bad_id_${id}`.slice(0, 16), `bad-id-${id}@example.org`);
      const res = await patient.post(withId(ProviderApiPath.acceptInvitation, id));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'id', message: 'id: must be a whole number from 1 to 2147483647' });
    },
  );

  it('offers an invitation only to the verified holder of the invited address', async () => {
    await invite('unproven@example.org');
    const unverified = await patientWithEmail(t, 'unproven', 'unproven@example.org', false);
    expect((await unverified.get(ProviderApiPath.patientInvitations)).body).toEqual([]);
    const [{ id }] = await t.dataSource.query(
      `SELECT id FROM patient_invitations WHERE patient_email = 'unproven@example.org'`,
    );
    expect((await unverified.post(withId(ProviderApiPath.acceptInvitation, id))).status).toBe(404);
    expect(await activeAssignments(t, 'unproven')).toBe(0);
    await verifyEmailOf(t, 'unproven');
    expect(await pendingInvitation(unverified)).toMatchObject({ id, providerName: 'Ray Ortiz' });
  });

  it('binds an accepted invitation to the inviting account, whatever its address becomes', async () => {
    await invite('bound@example.org');
    const patient = await patientWithEmail(t, 'bound', 'bound@example.org');
    expect(
      (await patient.post(withId(ProviderApiPath.acceptInvitation, (await pendingInvitation(patient)).id))).status,
    ).toBe(204);
    expect((await patient.get<ProviderAssignmentView>(AssessmentApiPath.provider)).body).toMatchObject({
      status: 'accepted',
      acceptedBy: { name: 'Ray Ortiz', email: 'dr.ray@clinic.example' },
    });
    const other = await signedInProvider(t, 'dr.grab@clinic.example', 'Grab Ber');
    await moveTo(provider, 'dr.ray', 'dr.ray@new-clinic.example');
    await moveTo(other, 'dr.grab', 'dr.ray@clinic.example');
    const names = async (client: HttpClient) =>
      (await client.get<ProviderPatientCard[]>(ProviderApiPath.patients)).body.map((card) => card.name);
    expect(await names(provider)).toContain('bound');
    expect(await names(other)).not.toContain('bound');
    // The patient sees the accepting account as it is now: its new, proven address.
    expect((await patient.get<ProviderAssignmentView>(AssessmentApiPath.provider)).body).toMatchObject({
      acceptedBy: { name: 'Ray Ortiz', email: 'dr.ray@new-clinic.example' },
    });
  });
});

describe('limits on patient invitations', () => {
  jest.setTimeout(120_000);
  let t: TestApp;
  let provider: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    provider = await signedInProvider(t, 'dr.busy@clinic.example', 'Bea Busy');
  });
  afterAll(() => t.close());

  const inviteStatus = async (email: string) =>
    provider.post<{ message: string }>(ProviderApiPath.invitations, { body: { email } });

  it('refuses the 21st invitation within an hour with a sentence, and takes one an hour later', async () => {
    for (let n = 1; n <= 20; n += 1) expect((await inviteStatus(`burst${n}@example.org`)).status).toBe(201);
    const refused = await inviteStatus('burst21@example.org');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('You can invite up to 20 patients an hour. Please try again later.');
    // An hour on (the invitations' own times moved back, so the provider's session stays fresh).
    await t.dataSource.query(`UPDATE patient_invitations SET created_at = created_at - interval '61 minutes'`);
    expect((await inviteStatus('burst21@example.org')).status).toBe(201);
  });

  it('refuses a new invitation while 100 are open', async () => {
    const [{ id: providerId }] = await t.dataSource.query(`SELECT id FROM users WHERE username = 'dr.busy'`);
    await t.dataSource.query(
      `INSERT INTO patient_invitations (provider_user_id, patient_email, created_at, expires_at)
       SELECT $1, 'open' || n || '@example.org', now() - interval '2 hours', now() + interval '13 days'
       FROM generate_series(1, 100 - (SELECT count(*)::int FROM patient_invitations WHERE provider_user_id = $1)) AS n`,
      [providerId],
    );
    const refused = await inviteStatus('one-too-many@example.org');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'You have 100 invitations waiting for an answer. New ones can be sent when some are accepted or expire.',
    );
    await t.dataSource.query(
      `UPDATE patient_invitations SET expires_at = now() - interval '1 minute' WHERE patient_email = 'open1@example.org'`,
    );
    expect((await inviteStatus('one-too-many@example.org')).status).toBe(201);
    // Let the bulk expire, so the next test starts under the cap.
    await t.dataSource.query(
      `UPDATE patient_invitations SET expires_at = now() - interval '1 minute' WHERE patient_email LIKE 'open%'`,
    );
  });

  it('stops listing or accepting an invitation 14 days after it was made', async () => {
    expect((await inviteStatus('late@example.org')).status).toBe(201);
    const patient = await patientWithEmail(t, 'late', 'late@example.org');
    const [invitation] = (await patient.get<PatientInvitationView[]>(ProviderApiPath.patientInvitations)).body;
    expect(invitation).toBeDefined();
    t.clock.advance(14 * 24 * HOUR + HOUR);
    await signIn(patient, 'late');
    expect((await patient.get(ProviderApiPath.patientInvitations)).body).toEqual([]);
    expect((await patient.post(withId(ProviderApiPath.acceptInvitation, invitation.id))).status).toBe(404);
    expect(await activeAssignments(t, 'late')).toBe(0);
  });
});
