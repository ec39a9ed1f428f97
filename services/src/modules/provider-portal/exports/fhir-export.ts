import type { Bundle, BundleEntry, Observation, QuestionnaireResponse } from '@medplum/fhirtypes';
import { PCL5_ITEMS } from '@anchor/clinical';
import type { Pcl5Answer } from '@anchor/contracts';
import type { SharedAssessment } from '../../providers/provider-access.service';

/** LOINC codes of the PCL-5: the 20-item panel and its total score. */
export const LOINC = {
  system: 'http://loinc.org',
  pcl5Panel: '101697-1',
  pcl5Total: '101698-9',
} as const;

export interface ExportedAssessment {
  share: SharedAssessment;
  responses: Pcl5Answer[];
  completedAt: Date;
}

function questionnaireResponse(patientRef: string, item: ExportedAssessment): QuestionnaireResponse {
  return {
    resourceType: 'QuestionnaireResponse',
    id: `pcl5-${item.share.shareId}`,
    questionnaire: `${LOINC.system}/q/${LOINC.pcl5Panel}`,
    status: 'completed',
    subject: { reference: patientRef },
    authored: item.completedAt.toISOString(),
    item: PCL5_ITEMS.map((text, index) => {
      const answer = item.responses[index];
      return {
        linkId: String(index + 1),
        text,
        ...(answer === null || answer === undefined ? {} : { answer: [{ valueInteger: answer }] }),
      };
    }),
  };
}

function totalObservation(patientRef: string, item: ExportedAssessment): Observation {
  return {
    resourceType: 'Observation',
    id: `pcl5-total-${item.share.shareId}`,
    status: 'final',
    category: [
      {
        coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'survey' }],
      },
    ],
    code: {
      coding: [{ system: LOINC.system, code: LOINC.pcl5Total, display: 'PTSD checklist for DSM-5 total score' }],
    },
    subject: { reference: patientRef },
    effectiveDateTime: item.completedAt.toISOString(),
    valueInteger: item.share.score,
    derivedFrom: [{ reference: `QuestionnaireResponse/pcl5-${item.share.shareId}` }],
  };
}

/** Each shared PCL-5 as a QuestionnaireResponse (LOINC panel) and an Observation of its total (FHIR R4). */
export function pcl5FhirBundle(patientId: number, items: ExportedAssessment[]): Bundle {
  const patientRef = `Patient/${patientId}`;
  const entry: BundleEntry[] = items.flatMap((item) => [
    { resource: questionnaireResponse(patientRef, item) },
    { resource: totalObservation(patientRef, item) },
  ]);
  return { resourceType: 'Bundle', type: 'collection', entry };
}
