import type { Observation, QuestionnaireResponse } from '@medplum/fhirtypes';
import { fhirSchemaErrors } from '@anchor/services/test/fhir-schema';
import { answersFor } from '@anchor/services/test/provider-test-kit';
import { LOINC, pcl5FhirBundle } from '../exports/fhir-export';

const share = {
  shareId: 7,
  patientId: 42,
  assessmentId: 11,
  score: 50,
  clusters: { intrusion: 20, avoidance: 8, cognition: 22, arousal: 0 },
  answeredCount: 20,
  scope: 'scores_and_answers' as const,
  sharedAt: new Date('2026-03-02T10:00:00Z'),
  revisedAt: null,
};

describe('the FHIR R4 export of a shared PCL-5', () => {
  jest.setTimeout(60_000);
  const bundle = pcl5FhirBundle(42, [
    { share, responses: answersFor(50), completedAt: new Date('2026-03-02T09:58:00Z') },
  ]);
  const resources = (bundle.entry ?? []).map((entry) => entry.resource);

  it('is a Bundle, a QuestionnaireResponse and an Observation that HL7 R4 JSON Schema accepts', () => {
    expect(resources.map((resource) => resource?.resourceType)).toEqual(['QuestionnaireResponse', 'Observation']);
    expect(fhirSchemaErrors(bundle)).toEqual([]);
    for (const resource of resources) {
      expect({ type: resource?.resourceType, errors: fhirSchemaErrors(resource as { resourceType: string }) }).toEqual({
        type: resource?.resourceType,
        errors: [],
      });
    }
  });

  it('carries the LOINC panel and total codes, the answers given and the total', () => {
    const [response, total] = resources as [QuestionnaireResponse, Observation];
    expect(response.questionnaire).toBe(`http://loinc.org/q/${LOINC.pcl5Panel}`);
    expect(response.item?.map((item) => item.answer?.[0]?.valueInteger ?? null)).toEqual(answersFor(50));
    expect(total.code.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code: '101698-9' });
    expect(total.valueInteger).toBe(50);
    expect(total.derivedFrom?.[0]?.reference).toBe(`QuestionnaireResponse/${response.id}`);
  });

  it('is refused by the same schema when a resource breaks R4 (the check is real)', () => {
    const [, total] = resources as [QuestionnaireResponse, Observation];
    const broken = { ...total, status: 'done', valueInteger: '50', comment: 'not an R4 Observation field' };
    expect(fhirSchemaErrors(broken)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/status'),
        expect.stringContaining('/valueInteger'),
        expect.stringMatching(/additional properties/),
      ]),
    );
  });
});
