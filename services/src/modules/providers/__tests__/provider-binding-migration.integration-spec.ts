import { ProviderApiPath } from '@anchor/contracts';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { ProviderAccessBoundToAccounts1798220000000 } from '../../../database/migrations/1798220000000-provider-access-bound-to-accounts';

describe('migrating assignments to provider accounts', () => {
  jest.setTimeout(60_000);
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("binds today's clinicians to their patients, leaves other addresses waiting, and moves probes out of patients' logs", async () => {
    const { client: patient, userId: patientId } = await signUp(t, 'legacy-patient');
    const { userId: otherPatientId } = await signUp(t, 'legacy-other');
    const runner = t.dataSource.createQueryRunner();
    const migration = new ProviderAccessBoundToAccounts1798220000000();
    try {
      await migration.down(runner);
      const [{ id: providerId }] = await runner.query(
        `INSERT INTO users (username, username_canonical, password, role, email, email_verified_at)
         VALUES ('legacy-dr', 'legacy-dr', 'x', 'provider', 'Dr.Legacy@clinic.example', now()) RETURNING id`,
      );
      await runner.query(
        `INSERT INTO users (username, username_canonical, password, role, email) VALUES ('legacy-unproven', 'legacy-unproven', 'x', 'provider', 'unproven@clinic.example')`,
      );
      const [{ id: boundId }] = await runner.query(
        `INSERT INTO provider_assignments (user_id, provider_email, active) VALUES ($1, 'dr.legacy@clinic.example', true) RETURNING id`,
        [patientId],
      );
      const [{ id: waitingId }] = await runner.query(
        `INSERT INTO provider_assignments (user_id, provider_email, active) VALUES ($1, 'unproven@clinic.example', true) RETURNING id`,
        [otherPatientId],
      );
      const [{ id: shareId }] = await runner.query(
        `INSERT INTO provider_sharing_records (user_id, assessment_type, provider_email, share_with_provider)
         VALUES ($1, 'pcl5', 'dr.legacy@clinic.example', false) RETURNING id`,
        [patientId],
      );
      await runner.query(
        `INSERT INTO provider_audit_events (provider_user_id, provider_email, patient_user_id, action)
         VALUES ($1, 'dr.legacy@clinic.example', $2, 'denied_not_assigned'), ($1, 'dr.legacy@clinic.example', $2, 'patient_list')`,
        [providerId, patientId],
      );
      await runner.query(
        `INSERT INTO patient_invitations (provider_user_id, patient_email, created_at) VALUES ($1, 'p@example.org', '2026-01-01T00:00:00Z')`,
        [providerId],
      );

      await migration.up(runner);

      const assignments = await runner.query(
        `SELECT id, provider_user_id, accepted_at IS NOT NULL AS accepted FROM provider_assignments WHERE id IN ($1, $2) ORDER BY id`,
        [boundId, waitingId],
      );
      expect(assignments).toEqual([
        { id: boundId, provider_user_id: providerId, accepted: true },
        { id: waitingId, provider_user_id: null, accepted: false },
      ]);
      const [share] = await runner.query(`SELECT assignment_id FROM provider_sharing_records WHERE id = $1`, [shareId]);
      expect(share).toEqual({ assignment_id: boundId });
      const probes = await runner.query(
        `SELECT provider_user_id, kind, target_patient_id FROM provider_security_events WHERE provider_user_id = $1`,
        [providerId],
      );
      expect(probes).toEqual([
        { provider_user_id: providerId, kind: 'denied_not_assigned', target_patient_id: patientId },
      ]);
      const [invitation] = await runner.query(
        `SELECT expires_at FROM patient_invitations WHERE provider_user_id = $1`,
        [providerId],
      );
      expect(invitation.expires_at).toEqual(new Date('2026-01-15T00:00:00Z'));
    } finally {
      await runner.release();
    }
    const log = (await patient.get<{ what: string }[]>(ProviderApiPath.accessLog)).body;
    expect(log.map((event) => event.what)).toEqual(['patient_list']);
  });
});
