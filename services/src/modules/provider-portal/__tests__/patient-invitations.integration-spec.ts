import {
  AssessmentApiPath,
  ProviderApiPath,
  type PatientInvitationView,
  type ProviderPatientCard,
  withId,
} from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { signedInProvider } from '@anchor/services/test/provider-test-kit';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

/** A patient account whose email is `email` (registration without an email, then the address set). */
async function patientWithEmail(t: TestApp, username: string, email: string): Promise<HttpClient> {
  const client = (await signUp(t, username)).client;
  await t.dataSource.query('UPDATE users SET email = $1 WHERE username = $2', [email, username]);
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
  let provider: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    provider = await signedInProvider(t, 'dr.ray@clinic.example', 'Ray Ortiz');
  });
  afterAll(() => t.close());

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
});
