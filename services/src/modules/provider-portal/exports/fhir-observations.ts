import type { Annotation, Observation, Patient, QuestionnaireResponse, Reference } from '@medplum/fhirtypes';
import { pcl5CanScreen, pcl5PartialLabel } from '@anchor/clinical';
import { PCL5_ITEM_COUNT, type Pcl5Clusters } from '@anchor/contracts';
import type { SharedAssessment } from '../../providers/provider-access.service';
import { ANCHOR_PCL5_SYSTEM, LOINC, OBSERVATION_CATEGORY } from './fhir-codes';

/** The DSM-5 symptom groups in criterion order, with the PCL-5 items (1-based) each sums. */
const CLUSTERS: { key: keyof Pcl5Clusters; code: string; text: string }[] = [
  { key: 'intrusion', code: 'cluster-b', text: 'PCL-5 intrusion symptoms (DSM-5 criterion B, items 1-5) score' },
  { key: 'avoidance', code: 'cluster-c', text: 'PCL-5 avoidance symptoms (DSM-5 criterion C, items 6-7) score' },
  {
    key: 'cognition',
    code: 'cluster-d',
    text: 'PCL-5 negative changes in thoughts and mood (DSM-5 criterion D, items 8-14) score',
  },
  {
    key: 'arousal',
    code: 'cluster-e',
    text: 'PCL-5 changes in arousal and reactivity (DSM-5 criterion E, items 15-20) score',
  },
];

/** What every Observation of one shared PCL-5 has in common: who, when, and when it was made available. */
export interface ObservationContext {
  share: SharedAssessment;
  completedAt: Date;
  patient: Reference<Patient>;
  /** The QuestionnaireResponse the scores were summed from, when the patient shared the answers. */
  answers: Reference<QuestionnaireResponse> | null;
}

function base(context: ObservationContext): Omit<Observation, 'code'> {
  const { share } = context;
  return {
    resourceType: 'Observation',
    // A review replaced the version first shared: the result is amended.
    status: share.revisedAt ? 'amended' : 'final',
    category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: 'survey', display: 'Survey' }] }],
    subject: context.patient,
    effectiveDateTime: context.completedAt.toISOString(),
    issued: (share.revisedAt ?? share.sharedAt).toISOString(),
    ...(context.answers ? { derivedFrom: [context.answers] } : {}),
  };
}

/** Said on the total: a partial sum, and a revision, in words a clinician reads. */
function notes(share: SharedAssessment): Annotation[] {
  const notes: Annotation[] = [];
  if (share.answeredCount === null) {
    notes.push({ text: 'How many of the 20 questions were answered is not known for this older share.' });
  } else if (!pcl5CanScreen(share.answeredCount)) {
    notes.push({ text: `${pcl5PartialLabel(share.answeredCount)}; the total sums the answered questions only.` });
  }
  if (share.revisedAt) {
    notes.push({
      text: `Revised by the patient on ${share.revisedAt.toISOString().slice(0, 10)}.`,
      time: share.revisedAt.toISOString(),
    });
  }
  return notes;
}

/** The total score (LOINC), with how many of the 20 questions it sums and its symptom-group Observations as members. */
export function totalObservation(context: ObservationContext, members: Reference<Observation>[]): Observation {
  const { share } = context;
  const notesOfTotal = notes(share);
  return {
    ...base(context),
    code: { coding: [{ system: LOINC.system, code: LOINC.pcl5Total }], text: 'PCL-5 total score' },
    valueInteger: share.score,
    ...(share.answeredCount === null
      ? {}
      : {
          component: [
            {
              code: {
                coding: [{ system: ANCHOR_PCL5_SYSTEM, code: 'answered-items' }],
                text: `Questions answered (of ${PCL5_ITEM_COUNT})`,
              },
              valueInteger: share.answeredCount,
            },
          ],
        }),
    hasMember: members,
    ...(notesOfTotal.length ? { note: notesOfTotal } : {}),
  };
}

/** One Observation per symptom group (Anchor's code: LOINC codes none of them); empty when no groups were shared. */
export function clusterObservations(context: ObservationContext): Observation[] {
  const clusters = context.share.clusters;
  if (!clusters) return [];
  return CLUSTERS.map(({ key, code, text }) => ({
    ...base(context),
    code: { coding: [{ system: ANCHOR_PCL5_SYSTEM, code, display: text }], text },
    valueInteger: clusters[key],
  }));
}
