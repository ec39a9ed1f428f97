import {
  ApiPath,
  AssessmentApiPath,
  ProviderApiPath,
  type ProviderPatientDetail,
  type ProviderShare,
  withId,
} from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { answersFor, patientOf, shareScore, signedInProvider } from '@anchor/services/test/provider-test-kit';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const MINUTE = 60 * 1000;
const idOf = async (client: HttpClient) => (await client.get<{ id: number }>(ApiPath.user)).body.id;
const review = (client: HttpClient, score: number) =>
  client.request('PUT', AssessmentApiPath.latest, { body: { responses: answersFor(score) } });

describe('a shared assessment the patient reviews', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  let provider: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    provider = await signedInProvider(t, 'dr.revise@clinic.example', 'Dr Revise');
  });
  afterAll(() => t.close());

  it('reaches the clinician as revised: the new score, with when the patient revised it', async () => {
    const patient = await patientOf(t, 'revising-patient', 'dr.revise@clinic.example');
    await shareScore(patient, 48);
    t.clock.advance(MINUTE);
    const revisedAt = t.clock.now().toISOString();
    expect((await review(patient, 47)).status).toBe(200);

    const detail = await provider.get<ProviderPatientDetail>(withId(ProviderApiPath.patient, await idOf(patient)));
    expect(detail.status).toBe(200);
    expect(detail.body.latestScore).toBe(47);
    expect(detail.body.history).toEqual([expect.objectContaining({ score: 47, revisedAt })]);
    const [share] = (await patient.get<ProviderShare[]>(AssessmentApiPath.providerSharing)).body;
    expect(share).toMatchObject({ assessmentScore: 47, answeredCount: 20, revisedAt, integrityVerified: true });
  });

  it('leaves a revoked share revoked and as it was shared', async () => {
    const patient = await patientOf(t, 'revoking-patient', 'dr.revise@clinic.example');
    const shareId = await shareScore(patient, 48);
    await patient.request('DELETE', `${AssessmentApiPath.providerSharing}/${shareId}`);
    expect((await review(patient, 47)).status).toBe(200);

    const detail = await provider.get<ProviderPatientDetail>(withId(ProviderApiPath.patient, await idOf(patient)));
    expect(detail.body).toMatchObject({ latestScore: null, history: [] });
    const [share] = (await patient.get<ProviderShare[]>(AssessmentApiPath.providerSharing)).body;
    expect(share).toMatchObject({ assessmentScore: 48, revisedAt: null, integrityVerified: true });
    expect(share.revokedAt).not.toBeNull();
  });
});
