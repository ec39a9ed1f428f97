import type { Patient, QuestionnaireResponse, Reference } from '@medplum/fhirtypes';
import { PCL5_ITEMS } from '@anchor/clinical';
import type { Pcl5Answer } from '@anchor/contracts';
import { PCL5_QUESTIONNAIRE } from './fhir-codes';

/**
 * The answers the patient consented to share, as a response to LOINC's PCL-5 Questionnaire. A question left
 * unanswered is omitted, as FHIR intends (an item without an answer is not sent); the status stays `completed`
 * because the patient finished the assessment and no more answers are expected, or `amended` once a review changed
 * it. How many were answered is stated on the total Observation.
 */
export function questionnaireResponse(
  patient: Reference<Patient>,
  responses: Pcl5Answer[],
  completedAt: Date,
  revised: boolean,
): QuestionnaireResponse {
  return {
    resourceType: 'QuestionnaireResponse',
    questionnaire: PCL5_QUESTIONNAIRE,
    status: revised ? 'amended' : 'completed',
    subject: patient,
    author: patient,
    authored: completedAt.toISOString(),
    item: PCL5_ITEMS.flatMap((text, index) => {
      const answer = responses[index];
      if (answer === null || answer === undefined) return [];
      return [{ linkId: String(index + 1), text, answer: [{ valueInteger: answer }] }];
    }),
  };
}
