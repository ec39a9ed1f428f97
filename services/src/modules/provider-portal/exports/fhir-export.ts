import type { Bundle, BundleEntry, Observation, Patient, Reference, Resource } from '@medplum/fhirtypes';
import { scorePcl5 } from '@anchor/clinical';
import type { Pcl5Answer } from '@anchor/contracts';
import type { SharedAssessment } from '../../providers/provider-access.service';
import { stableUrn } from './fhir-codes';
import { clusterObservations, type ObservationContext, totalObservation } from './fhir-observations';
import { questionnaireResponse } from './fhir-questionnaire-response';

export { LOINC } from './fhir-codes';

/** The patient as the portal shows them: the name they gave (or their username), nothing else. */
export interface ExportedPatient {
  id: number;
  displayName: string;
}

export interface ExportedAssessment {
  share: SharedAssessment;
  /** The assessment's stored answers; sent only when the share's scope includes them and they are the shared version. */
  responses: Pcl5Answer[] | null;
  completedAt: Date;
}

/** Only the name as the portal shows it (no e-mail, birth date or gender: the patient shared none of them). */
function patientResource(patient: ExportedPatient): Patient {
  return { resourceType: 'Patient', name: [{ text: patient.displayName }] };
}

/** The answers as shared: only with the patient's consent, and only while they still add up to the shared total. */
function consentedAnswers(item: ExportedAssessment): Pcl5Answer[] | null {
  if (item.share.scope !== 'scores_and_answers' || !item.responses) return null;
  const score = scorePcl5(item.responses);
  const same = score.totalScore === item.share.score && score.answeredCount === item.share.answeredCount;
  return same ? item.responses : null;
}

function assessmentEntries(patient: Reference<Patient>, item: ExportedAssessment): BundleEntry[] {
  const key = `share/${item.share.shareId}`;
  const entry = (fullUrl: string, resource: Resource): BundleEntry => ({ fullUrl, resource });
  const answers = consentedAnswers(item);
  const answersUrl = stableUrn(`${key}/questionnaire-response`);
  const context: ObservationContext = {
    share: item.share,
    completedAt: item.completedAt,
    patient,
    answers: answers ? { reference: answersUrl } : null,
  };
  const clusters = clusterObservations(context).map((observation, index) =>
    entry(stableUrn(`${key}/cluster/${index}`), observation),
  );
  const total = totalObservation(
    context,
    clusters.map((cluster) => ({ reference: cluster.fullUrl }) as Reference<Observation>),
  );
  const response = answers
    ? [entry(answersUrl, questionnaireResponse(patient, answers, item.completedAt, item.share.revisedAt !== null))]
    : [];
  return [entry(stableUrn(`${key}/total`), total), ...clusters, ...response];
}

/**
 * A FHIR R4 collection of what the patient shared: a Patient (their name only), and for each shared PCL-5 its total
 * (LOINC), one Observation per symptom group, and the answers as a QuestionnaireResponse only when the patient chose
 * to share them. Every entry has a stable `urn:uuid:` fullUrl and every reference points at one. No US Core profile
 * is claimed: US Core's Patient needs an identifier and a gender the patient has not shared, and its Observation and
 * QuestionnaireResponse profiles need a US Core Patient as subject.
 */
export function pcl5FhirBundle(patient: ExportedPatient, items: ExportedAssessment[], at: Date): Bundle {
  const patientUrl = stableUrn(`patient/${patient.id}`);
  const subject: Reference<Patient> = { reference: patientUrl, display: patient.displayName };
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: at.toISOString(),
    entry: [
      { fullUrl: patientUrl, resource: patientResource(patient) },
      ...items.flatMap((item) => assessmentEntries(subject, item)),
    ],
  };
}
