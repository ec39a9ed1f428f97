import { createHmac } from 'node:crypto';
import { AssessmentApiPath, type AssessmentResult, type Pcl5Answer, type ProviderShare } from '@anchor/contracts';
import { patientOf, signedInProvider } from '@anchor/services/test/provider-test-kit';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { ShareScopeAndRevision1798260000000 } from '../../../database/migrations/1798260000000-share-scope-and-revision';
import { type AppConfig, APP_CONFIG } from '../../../config';
import { ProviderAccessService } from '../provider-access.service';
import { canonicalJson } from '../sharing-signature.service';

/** Twelve of twenty answered, each 3. */
const partial = (): Pcl5Answer[] => Array.from({ length: 20 }, (_, index) => (index < 12 ? 3 : null));

describe('how many questions a shared assessment answered', () => {
  jest.setTimeout(60_000);
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function idOf(column: 'email' | 'username', value: string): Promise<number> {
    const [row] = await t.dataSource.query<{ id: number }[]>(`SELECT id FROM users WHERE ${column} = $1`, [value]);
    return row.id;
  }

  /** The signature a server made before scope, count and revision were signed, for the patient's one share. */
  async function legacyHash(patientId: number): Promise<string> {
    const [row] = await t.dataSource.query(
      `SELECT user_id, assessment_id, assessment_type, share_with_provider, assessment_score, clusters, provider_email,
              shared_at FROM provider_sharing_records WHERE user_id = $1`,
      [patientId],
    );
    const content = {
      userId: row.user_id,
      assessmentId: row.assessment_id,
      assessmentType: row.assessment_type,
      shareWithProvider: row.share_with_provider,
      assessmentScore: row.assessment_score,
      clusters: row.clusters,
      providerEmail: row.provider_email,
      sharedAt: (row.shared_at as Date).toISOString(),
    };
    const key = Buffer.from(t.app.get<AppConfig>(APP_CONFIG).sharingHmacSecret, 'hex');
    return createHmac('sha256', key).update(canonicalJson(content)).digest('hex');
  }

  it('is snapshotted with the share and given to the provider with the score', async () => {
    await signedInProvider(t, 'dr.count@clinic.example', 'Dr Count');
    const patient = await patientOf(t, 'count-patient', 'dr.count@clinic.example');
    const submitted = await patient.post<AssessmentResult>(AssessmentApiPath.assessments, {
      body: { responses: partial() },
    });
    const shared = await patient.post<ProviderShare>(AssessmentApiPath.providerSharing, {
      body: { assessmentId: submitted.body.id, assessmentType: 'pcl5', shareWithProvider: true },
    });
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({ assessmentScore: 36, answeredCount: 12, scope: 'scores', revisedAt: null });

    const provider = await idOf('email', 'dr.count@clinic.example');
    const patientId = await idOf('username', 'count-patient');
    const [share] = await t.app.get(ProviderAccessService).sharedAssessments(provider, [patientId]);
    expect(share).toMatchObject({ score: 36, answeredCount: 12, scope: 'scores', revisedAt: null });
  });

  it('is read for shares made before it was kept, from the answers current at share time, and they still verify', async () => {
    await signedInProvider(t, 'dr.legacy-count@clinic.example', 'Dr Legacy');
    const patient = await patientOf(t, 'legacy-count-patient', 'dr.legacy-count@clinic.example');
    const submitted = await patient.post<AssessmentResult>(AssessmentApiPath.assessments, {
      body: { responses: partial() },
    });
    await patient.post(AssessmentApiPath.providerSharing, {
      body: { assessmentId: submitted.body.id, assessmentType: 'pcl5', shareWithProvider: true },
    });
    const patientId = await idOf('username', 'legacy-count-patient');
    const access = t.app.get(ProviderAccessService);
    const provider = await idOf('email', 'dr.legacy-count@clinic.example');
    const runner = t.dataSource.createQueryRunner();
    const migration = new ShareScopeAndRevision1798260000000();
    try {
      await migration.down(runner);
      // The share as a server before the count signed it (the old content), then a review answering all 20.
      await runner.query(
        `INSERT INTO pcl5_assessment_versions (assessment_id, user_id, version, responses, score, replaced_at)
         SELECT id, user_id, 1, responses, score, now() + interval '1 day' FROM pcl5_assessments WHERE id = $1`,
        [submitted.body.id],
      );
      await runner.query(`UPDATE pcl5_assessments SET responses = $2::jsonb WHERE id = $1`, [
        submitted.body.id,
        JSON.stringify(Array(20).fill(1)),
      ]);
      await runner.query(`UPDATE provider_sharing_records SET security_hash = $2 WHERE user_id = $1`, [
        patientId,
        await legacyHash(patientId),
      ]);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const [share] = await access.sharedAssessments(provider, [patientId]);
    expect(share).toMatchObject({ score: 36, answeredCount: 12, scope: 'scores' });
  });
});
