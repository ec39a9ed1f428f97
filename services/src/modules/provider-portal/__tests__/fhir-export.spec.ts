import type { Bundle, Observation, Patient, QuestionnaireResponse, Resource } from '@medplum/fhirtypes';
import { PCL5_ITEMS } from '@anchor/clinical';
import type { Pcl5Answer } from '@anchor/contracts';
import { fhirSchemaErrors } from '@anchor/services/test/fhir-schema';
import { fhirPackageErrors, unresolvedReferences } from '@anchor/services/test/fhir-validation';
import { answersFor } from '@anchor/services/test/provider-test-kit';
import type { SharedAssessment } from '../../providers/provider-access.service';
import { type ExportedAssessment, LOINC, pcl5FhirBundle } from '../exports/fhir-export';

const AT = new Date('2026-03-05T12:00:00Z');
const COMPLETED = new Date('2026-03-02T09:58:00Z');
const patient = { id: 42, displayName: 'Łucja Nguyễn-Wąsik' };

function shared(change: Partial<SharedAssessment> = {}): SharedAssessment {
  return {
    shareId: 7,
    patientId: 42,
    assessmentId: 11,
    score: 50,
    clusters: { intrusion: 20, avoidance: 8, cognition: 22, arousal: 0 },
    answeredCount: 20,
    scope: 'scores',
    sharedAt: new Date('2026-03-02T10:00:00Z'),
    revisedAt: null,
    ...change,
  };
}

const exported = (share: SharedAssessment, responses: Pcl5Answer[] | null = answersFor(share.score)) =>
  ({ share, responses, completedAt: COMPLETED }) satisfies ExportedAssessment;
const resourcesOf = (bundle: Bundle) => (bundle.entry ?? []).map((entry) => entry.resource as Resource);
const ofType = <T extends Resource>(bundle: Bundle, type: T['resourceType']) =>
  resourcesOf(bundle).filter((resource): resource is T => resource.resourceType === type);
const totalOf = (bundle: Bundle) =>
  ofType<Observation>(bundle, 'Observation').find((obs) => obs.code.coding?.[0]?.code === LOINC.pcl5Total)!;

/** Partial: items 1-12 answered 3 each (36), 13-20 unanswered; clusters as scored from those. */
const partialAnswers: Pcl5Answer[] = Array.from({ length: 20 }, (_, index) => (index < 12 ? 3 : null));
const partialShare = shared({
  shareId: 8,
  score: 36,
  answeredCount: 12,
  clusters: { intrusion: 15, avoidance: 6, cognition: 15, arousal: 0 },
  scope: 'scores_and_answers',
});

describe('the FHIR R4 export of shared PCL-5s', () => {
  jest.setTimeout(60_000);
  const scoresOnly = pcl5FhirBundle(patient, [exported(shared())], AT);
  const withAnswers = pcl5FhirBundle(patient, [exported(shared({ scope: 'scores_and_answers' }))], AT);
  const partial = pcl5FhirBundle(patient, [exported(partialShare, partialAnswers)], AT);

  it.each([
    ['scores only', scoresOnly],
    ['with answers', withAnswers],
    ['partial', partial],
  ])('(%s) passes HL7 R4 JSON Schema, the fhir package, and every reference resolves in the Bundle', (_, bundle) => {
    expect(fhirSchemaErrors(bundle)).toEqual([]);
    expect(fhirPackageErrors(bundle)).toEqual([]);
    expect(unresolvedReferences(bundle)).toEqual([]);
    const fullUrls = (bundle.entry ?? []).map((entry) => entry.fullUrl);
    expect(
      fullUrls.every((url) =>
        /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(url!),
      ),
    ).toBe(true);
    expect(new Set(fullUrls).size).toBe(fullUrls.length);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection', timestamp: AT.toISOString() });
  });

  it('names the patient as the portal shows them, and nothing else about them', () => {
    expect(ofType<Patient>(scoresOnly, 'Patient')).toEqual([
      { resourceType: 'Patient', name: [{ text: 'Łucja Nguyễn-Wąsik' }] },
    ]);
  });

  it('sends no answer to any question under a scores-only share', () => {
    expect(resourcesOf(scoresOnly).map((resource) => resource.resourceType)).toEqual([
      'Patient',
      'Observation',
      'Observation',
      'Observation',
      'Observation',
      'Observation',
    ]);
    const json = JSON.stringify(scoresOnly);
    expect(json).not.toContain('QuestionnaireResponse');
    expect(json).not.toContain('linkId');
    for (const question of PCL5_ITEMS) expect(json).not.toContain(question);
  });

  it('codes the total with LOINC and groups the four symptom-group scores under it', () => {
    const total = totalOf(scoresOnly);
    expect(total).toMatchObject({
      status: 'final',
      code: { coding: [{ system: 'http://loinc.org', code: '101698-9' }] },
      valueInteger: 50,
      effectiveDateTime: COMPLETED.toISOString(),
      issued: '2026-03-02T10:00:00.000Z',
      component: [{ valueInteger: 20 }],
    });
    const members = ofType<Observation>(scoresOnly, 'Observation').filter((obs) => obs !== total);
    expect(members.map((obs) => [obs.code.coding?.[0]?.code, obs.valueInteger])).toEqual([
      ['cluster-b', 20],
      ['cluster-c', 8],
      ['cluster-d', 22],
      ['cluster-e', 0],
    ]);
    const urlOf = new Map(scoresOnly.entry!.map((entry) => [entry.resource, entry.fullUrl]));
    expect(total.hasMember?.map((member) => member.reference)).toEqual(members.map((obs) => urlOf.get(obs)));
    expect(total.derivedFrom).toBeUndefined();
    expect(total.note).toBeUndefined();
  });

  it('adds the answers, as a response to the LOINC panel, only when the patient shared them', () => {
    const [response] = ofType<QuestionnaireResponse>(withAnswers, 'QuestionnaireResponse');
    expect(response).toMatchObject({ questionnaire: `http://loinc.org/q/${LOINC.pcl5Panel}`, status: 'completed' });
    expect(response.item?.map((item) => item.answer?.[0]?.valueInteger)).toEqual(answersFor(50));
    const responseUrl = withAnswers.entry!.find((entry) => entry.resource === response)!.fullUrl;
    expect(totalOf(withAnswers).derivedFrom).toEqual([{ reference: responseUrl }]);
  });

  it('marks a partial assessment: answered items only, and the total says how many of 20 it sums', () => {
    const [response] = ofType<QuestionnaireResponse>(partial, 'QuestionnaireResponse');
    expect(response.item?.map((item) => item.linkId)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    const total = totalOf(partial);
    expect(total.valueInteger).toBe(36);
    expect(total.component?.[0]).toMatchObject({ code: { text: 'Questions answered (of 20)' }, valueInteger: 12 });
    expect(total.note?.[0]?.text).toBe(
      'Partial: 12 of 20 questions answered, so no screening result is drawn; the total sums the answered questions only.',
    );
  });

  it('keeps the answers out when they no longer add up to the shared score (not the version shared)', () => {
    const stale = pcl5FhirBundle(patient, [exported(shared({ scope: 'scores_and_answers' }), answersFor(40))], AT);
    expect(ofType(stale, 'QuestionnaireResponse')).toEqual([]);
  });

  it('says when the patient revised the assessment', () => {
    const revisedAt = new Date('2026-03-04T08:00:00Z');
    const revised = pcl5FhirBundle(patient, [exported(shared({ score: 47, revisedAt }), null)], AT);
    const total = totalOf(revised);
    expect(total).toMatchObject({ status: 'amended', issued: revisedAt.toISOString(), valueInteger: 47 });
    expect(total.note).toEqual([{ text: 'Revised by the patient on 2026-03-04.', time: revisedAt.toISOString() }]);
    expect(fhirPackageErrors(revised)).toEqual([]);
  });

  it('gives the same resource the same fullUrl in every download', () => {
    const again = pcl5FhirBundle(patient, [exported(shared())], new Date('2026-04-01T00:00:00Z'));
    expect(again.entry!.map((entry) => entry.fullUrl)).toEqual(scoresOnly.entry!.map((entry) => entry.fullUrl));
  });

  it('is refused by each check when the Bundle is broken (the checks are real)', () => {
    const total = totalOf(scoresOnly);
    const broken = { ...total, status: 'done', valueInteger: '50', comment: 'not an R4 Observation field' };
    expect(fhirSchemaErrors(broken)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/status'),
        expect.stringContaining('/valueInteger'),
        expect.stringMatching(/additional properties/),
      ]),
    );
    expect(fhirPackageErrors(broken).length).toBeGreaterThan(0);
    const dangling = { ...scoresOnly, entry: scoresOnly.entry!.slice(1) };
    expect(unresolvedReferences(dangling)).toHaveLength(5);
  });
});
