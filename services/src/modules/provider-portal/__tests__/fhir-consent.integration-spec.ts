import type { Bundle, Observation, Patient, QuestionnaireResponse, Resource } from '@medplum/fhirtypes';
import {
  ApiPath,
  AssessmentApiPath,
  type AssessmentResult,
  type Pcl5Answer,
  ProviderApiPath,
  type ProviderShare,
  withId,
} from '@anchor/contracts';
import { fhirSchemaErrors } from '@anchor/services/test/fhir-schema';
import { fhirPackageErrors, unresolvedReferences } from '@anchor/services/test/fhir-validation';
import type { HttpClient } from '@anchor/services/test/http-client';
import { patientOf, signedInProvider } from '@anchor/services/test/provider-test-kit';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const idOf = async (client: HttpClient) => (await client.get<{ id: number }>(ApiPath.user)).body.id;
const resourcesOf = (bundle: Bundle) => (bundle.entry ?? []).map((entry) => entry.resource as Resource);

describe('the FHIR download follows what the patient consented to share', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  let provider: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    provider = await signedInProvider(t, 'dr.fhir@clinic.example', 'Dr Fhir');
  });
  afterAll(() => t.close());

  async function share(client: HttpClient, responses: Pcl5Answer[], scope?: string): Promise<ProviderShare> {
    const submitted = await client.post<AssessmentResult>(AssessmentApiPath.assessments, { body: { responses } });
    const res = await client.post<ProviderShare>(AssessmentApiPath.providerSharing, {
      body: {
        assessmentId: submitted.body.id,
        assessmentType: 'pcl5',
        shareWithProvider: true,
        ...(scope ? { scope } : {}),
      },
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  async function download(client: HttpClient): Promise<Bundle> {
    const res = await provider.get<Bundle>(withId(ProviderApiPath.patientFhir, await idOf(client)));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/fhir+json');
    expect(fhirSchemaErrors(res.body)).toEqual([]);
    expect(fhirPackageErrors(res.body)).toEqual([]);
    expect(unresolvedReferences(res.body)).toEqual([]);
    return res.body;
  }

  it('sends scores only by default: no QuestionnaireResponse and no answer anywhere', async () => {
    const patient = await patientOf(t, 'fhir-scores', 'dr.fhir@clinic.example');
    const shared = await share(patient, Array(20).fill(2));
    expect(shared.scope).toBe('scores');
    const bundle = await download(patient);
    expect(resourcesOf(bundle).map((resource) => resource.resourceType)).toEqual([
      'Patient',
      ...Array(5).fill('Observation'),
    ]);
    expect(JSON.stringify(bundle)).not.toMatch(/QuestionnaireResponse|linkId/);
    const [person] = resourcesOf(bundle) as Patient[];
    expect(person.name).toEqual([{ text: 'fhir-scores' }]);
  });

  it('sends the answered questions of a partial assessment when the patient shared answers, marked as partial', async () => {
    const patient = await patientOf(t, 'fhir-answers', 'dr.fhir@clinic.example');
    const answers: Pcl5Answer[] = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? 4 : null));
    const shared = await share(patient, answers, 'scores_and_answers');
    expect(shared).toMatchObject({ scope: 'scores_and_answers', answeredCount: 10, assessmentScore: 40 });
    const bundle = await download(patient);
    const [response] = resourcesOf(bundle).filter(
      (resource): resource is QuestionnaireResponse => resource.resourceType === 'QuestionnaireResponse',
    );
    expect(response.item?.map((item) => [item.linkId, item.answer?.[0]?.valueInteger])).toEqual(
      Array.from({ length: 10 }, (_, index) => [String(index * 2 + 1), 4]),
    );
    const total = resourcesOf(bundle).find(
      (resource): resource is Observation =>
        resource.resourceType === 'Observation' && resource.code.coding?.[0]?.code === '101698-9',
    );
    expect(total).toMatchObject({ valueInteger: 40, component: [{ valueInteger: 10 }] });
    expect(total?.note?.[0]?.text).toContain('Partial: 10 of 20 questions answered');
  });

  it('refuses a scope it does not know, naming the field', async () => {
    const patient = await patientOf(t, 'fhir-bad-scope', 'dr.fhir@clinic.example');
    const res = await patient.post(AssessmentApiPath.providerSharing, {
      body: { assessmentType: 'pcl5', shareWithProvider: true, scope: 'everything' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'scope' });
  });
});
