import { AssessmentApiPath, type AssessmentResult, type Pcl5Answer, type ProviderShare } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const answers = (value: Pcl5Answer): Pcl5Answer[] => Array<Pcl5Answer>(20).fill(value);
const shares = AssessmentApiPath.providerSharing;

describe('sharing results with a provider', () => {
  let t: TestApp;
  let a: HttpClient;
  let b: HttpClient;
  let assessmentId: number;

  const share = (client: HttpClient, body: Record<string, unknown>) =>
    client.post<ProviderShare>(shares, { body: { assessmentType: 'pcl5', shareWithProvider: true, ...body } });
  const setSharing = (client: HttpClient, on: boolean) =>
    client.patch(AssessmentApiPath.preferences, { body: { healthcareProviderSharing: on } });

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'sharer-a')).client;
    b = (await signUp(t, 'sharer-b')).client;
    const submitted = await a.post<AssessmentResult>(AssessmentApiPath.assessments, {
      body: { responses: answers(2) },
    });
    assessmentId = submitted.body.id;
  });
  afterAll(() => t.close());

  it('starts with sharing off in the preferences', async () => {
    expect((await a.get(AssessmentApiPath.preferences)).body).toEqual({ healthcareProviderSharing: false });
    const patched = await setSharing(a, true);
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({ healthcareProviderSharing: true });
    expect((await b.get(AssessmentApiPath.preferences)).body).toEqual({ healthcareProviderSharing: false });
    expect((await a.patch(AssessmentApiPath.preferences, { body: { healthcareProviderSharing: 'on' } })).status).toBe(
      400,
    );
  });

  it('refuses to share without a provider, with the reason in the error field', async () => {
    const res = await share(a, { assessmentId });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'No healthcare provider is set up for sharing',
      message: 'No healthcare provider is set up for sharing',
    });
    expect((await a.get<ProviderShare[]>(shares)).body).toEqual([]);
  });

  it('validates the provider and keeps one active provider per user', async () => {
    const bad = await a.request('PUT', AssessmentApiPath.provider, { body: { providerEmail: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'providerEmail' });
    await a.request('PUT', AssessmentApiPath.provider, {
      body: { providerName: 'Dr Old', providerEmail: 'old@clinic.example' },
    });
    const res = await a.request('PUT', AssessmentApiPath.provider, {
      body: { providerName: 'Dr Lee', providerEmail: 'Lee@Clinic.example' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      providerName: 'Dr Lee',
      providerEmail: 'lee@clinic.example',
      status: 'waiting',
      acceptedBy: null,
      shareWellnessSummaries: false,
      sharedPhone: null,
    });
    expect((await a.get(AssessmentApiPath.provider)).body).toEqual(res.body);
    expect((await b.get(AssessmentApiPath.provider)).status).toBe(404);
  });

  it('shares the stored score and clusters, not the ones sent, signed so that it verifies', async () => {
    const res = await share(a, { assessmentId, assessmentScore: 3, clusters: { intrusion: 0 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      assessmentId,
      assessmentType: 'pcl5',
      shareWithProvider: true,
      assessmentScore: 40,
      clusters: { intrusion: 10, avoidance: 4, cognition: 14, arousal: 12 },
      providerEmail: 'lee@clinic.example',
      revokedAt: null,
      integrityVerified: true,
    });
    const [row] = await t.dataSource.query('SELECT security_hash FROM provider_sharing_records WHERE id = $1', [
      res.body.id,
    ]);
    expect(row.security_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows a row altered in the database as failing its integrity check', async () => {
    const [listed] = (await a.get<ProviderShare[]>(shares)).body;
    expect(listed.integrityVerified).toBe(true);
    await t.dataSource.query('UPDATE provider_sharing_records SET assessment_score = 12 WHERE id = $1', [listed.id]);
    const [altered] = (await a.get<ProviderShare[]>(shares)).body;
    expect(altered).toMatchObject({ assessmentScore: 12, integrityVerified: false });
  });

  it("takes the spec's payload without assessmentId and applies it to the latest completed assessment", async () => {
    const latest = await a.post<AssessmentResult>(AssessmentApiPath.assessments, { body: { responses: answers(1) } });
    const res = await a.post<ProviderShare>(shares, {
      body: { assessmentType: 'pcl5', shareWithProvider: true, assessmentScore: 20, clusters: { intrusion: 5 } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ assessmentId: latest.body.id, assessmentScore: 20, integrityVerified: true });
    const none = await b.post(shares, { body: { assessmentType: 'pcl5', shareWithProvider: false } });
    expect(none.status).toBe(404);
  });

  it('records a choice to keep results private with no score or clusters', async () => {
    const res = await share(a, { assessmentId, shareWithProvider: false, assessmentScore: 40 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      shareWithProvider: false,
      assessmentScore: null,
      clusters: null,
      providerEmail: null,
      integrityVerified: true,
    });
  });

  it("never shares, lists or revokes another user's assessment", async () => {
    await setSharing(b, true);
    await b.request('PUT', AssessmentApiPath.provider, { body: { providerEmail: 'b@clinic.example' } });
    const res = await share(b, { assessmentId });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'Assessment not found' });
    expect((await b.get(shares)).body).toEqual([]);
    const [aShare] = (await a.get<ProviderShare[]>(shares)).body;
    expect((await b.request('DELETE', `${shares}/${aShare.id}`)).status).toBe(404);
    expect((await a.get<ProviderShare[]>(shares)).body[0].revokedAt).toBeNull();
  });

  it('rejects a malformed share request with the reason in the error field', async () => {
    const res = await a.post(shares, { body: { assessmentType: 'pcl5', shareWithProvider: 'yes', assessmentId } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'shareWithProvider', error: expect.stringContaining('shareWithProvider') });
    const pastIdRange = await share(a, { assessmentId: 2 ** 40 });
    expect(pastIdRange.status).toBe(400);
    expect(pastIdRange.body).toMatchObject({ field: 'assessmentId' });
    expect((await a.request('DELETE', `${shares}/abc`)).status).toBe(400);
  });

  it('revokes one share at once with DELETE', async () => {
    const created = await share(a, { assessmentId });
    expect((await a.request('DELETE', `${shares}/${created.body.id}`)).status).toBe(204);
    const listed = (await a.get<ProviderShare[]>(shares)).body.find((item) => item.id === created.body.id);
    expect(listed?.revokedAt).toEqual(expect.any(String));
    expect(listed?.integrityVerified).toBe(true);
  });

  it('revokes every active share when sharing is turned off, and refuses new shares', async () => {
    await share(a, { assessmentId });
    await share(a, { assessmentId });
    expect((await setSharing(a, false)).status).toBe(200);
    const listed = (await a.get<ProviderShare[]>(shares)).body;
    expect(listed.filter((item) => item.shareWithProvider && item.revokedAt === null)).toEqual([]);
    const refused = await share(a, { assessmentId });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'Healthcare provider sharing is turned off in your preferences' });
  });

  it('does not share a skipped assessment', async () => {
    await setSharing(a, true);
    const skipped = await a.post<{ assessment: AssessmentResult }>(AssessmentApiPath.markCompleted, {
      body: { assessmentType: 'pcl5', skipped: true },
    });
    const res = await share(a, { assessmentId: skipped.body.assessment.id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'A skipped assessment has no results to share' });
  });
});

describe('keeping results private after a skipped assessment', () => {
  let t: TestApp;
  let client: HttpClient;

  const keepPrivate = (body: Record<string, unknown> = {}) =>
    client.post<ProviderShare & { error?: string }>(shares, {
      body: { assessmentType: 'pcl5', shareWithProvider: false, assessmentScore: 0, clusters: null, ...body },
    });

  beforeAll(async () => {
    t = await createTestApp();
    client = (await signUp(t, 'skipper')).client;
  });
  afterAll(() => t.close());

  it('records the choice for the skipped assessment when the body names none', async () => {
    const skipped = await client.post<{ assessment: AssessmentResult }>(AssessmentApiPath.markCompleted, {
      body: { assessmentType: 'pcl5', skipped: true },
    });
    const res = await keepPrivate();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      assessmentId: skipped.body.assessment.id,
      shareWithProvider: false,
      assessmentScore: null,
      clusters: null,
      providerEmail: null,
      integrityVerified: true,
    });
    expect((await client.get<ProviderShare[]>(shares)).body).toHaveLength(1);
  });

  it('still refuses to share a skipped assessment, and an unknown id stays 404', async () => {
    const shared = await keepPrivate({ shareWithProvider: true });
    expect(shared.status).toBe(404);
    expect(shared.body.error).toBe('Assessment not found');
    expect((await keepPrivate({ assessmentId: 999_999 })).status).toBe(404);
  });
});
