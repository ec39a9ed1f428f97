import { PCL5_CUTOFF_RANGE, PCL5_SCREENING_CUTOFF, pcl5CanScreen } from '@anchor/clinical';
import type { PersonalData } from '../engine-types';
import { partialCheckIn } from '../personal-insight';

const DIAGNOSIS_QUESTION =
  /\b(?:do|could|might|can|would) i (?:have|be having|really have|actually have|be suffering from|suffer from) (?:ptsd|c ?ptsd|post ?traumatic stress)|\b(?:is (?:this|it|that)|sounds? like|am i|are these signs of|signs? of) (?:\w+ )?(?:ptsd|post ?traumatic stress)\b|\bhow (?:do|can|would) i know if i have ptsd\b/i;

/** "Do I have PTSD?", "is this PTSD?", "how do I know if I have PTSD". */
export function isDiagnosisQuestion(message: string): boolean {
  return DIAGNOSIS_QUESTION.test(message.replace(/[’']/g, "'").replace(/-/g, ' '));
}

/**
 * The honest answer: the app screens and never diagnoses; what the person's own latest PCL-5 says, in screening
 * words; and how to get assessed.
 */
export function diagnosisReply(data: PersonalData): string {
  const latest = data.latestAssessment;
  const opening =
    "That's an important question, and I want to answer it honestly: I can't diagnose PTSD, and no app can. Only a clinician can, after talking with you.";
  const result = !latest
    ? "The PCL-5 check-in in this app is a screening checklist that can show whether it's worth asking about. You haven't taken it yet; you can from the Assessment tab."
    : !pcl5CanScreen(latest.answeredCount)
      ? `${partialCheckIn(latest.answeredCount)} Answering all 20 questions, from the Assessment tab, gives a screening result.`
      : latest.total >= PCL5_SCREENING_CUTOFF.low
        ? `Your latest PCL-5 check-in total was ${latest.total} out of 80. Scores of ${PCL5_CUTOFF_RANGE} or more suggest symptoms worth discussing with a professional: a screening result, not a diagnosis.`
        : `Your latest PCL-5 check-in total was ${latest.total} out of 80, below the screening cut-off of ${PCL5_CUTOFF_RANGE}. That doesn't rule anything out: if symptoms trouble you, they're worth talking about.`;
  const next =
    'To get assessed, you could ask your doctor, a psychologist or counselor, or, for veterans, the VA. You can share your results with a clinician from the app if you want to.';
  return `${opening} ${result} ${next}`;
}
