import { PCL5_ANSWER_LABELS } from '@anchor/clinical';
import type { InsightPriority, TrendCard } from '@anchor/contracts';
import type { InsightInputs } from '../insight-inputs';
import { basisOf, formatDay, plural } from './card-text';
import type { InsightCards } from './card-types';

const REACH_OUT = 'Reaching out to one trusted person this week is a step many people find helps.';

/** "quite a bit": the answer as the person chose it in the assessment. */
const answerText = (answer: number) => `“${PCL5_ANSWER_LABELS[answer].toLowerCase()}”`;
const day = (instant: string) => instant.slice(0, 10);

/** Quite a bit or Extremely is high, Moderately medium, less low: the wording of the question's own scale. */
function priorityOf(answer: number): InsightPriority {
  return answer >= 3 ? 'high' : answer === 2 ? 'medium' : 'low';
}

/**
 * Social connection from the person's own answers: the PCL-5 question on feeling distant or cut off from other
 * people, over their assessments. Anchor reads no social activity, so this is the measure it has.
 */
export function socialCards(inputs: InsightInputs): InsightCards {
  const answers = inputs.distantFromOthers;
  const base = {
    id: 'social-connection',
    topic: 'social' as const,
    icon: 'users' as const,
    title: 'Connection',
    subtitle: 'Feeling distant or cut off from other people (PCL-5)',
  };
  if (answers.length === 0) {
    const card: TrendCard = {
      ...base,
      status: 'needs_data',
      priority: 'low',
      description:
        'Needs your first PCL-5 assessment: one of its questions asks how distant or cut off from other people you have felt.',
      insight: REACH_OUT,
      basis: null,
    };
    return { recommendations: [], trends: [card] };
  }
  const first = answers[0];
  const latest = answers[answers.length - 1];
  const description =
    answers.length === 1
      ? `In your assessment of ${formatDay(day(latest.completedAt))} you answered ${answerText(latest.answer)} to feeling distant or cut off from other people. A second assessment will show whether this changes.`
      : `Feeling distant or cut off from other people: ${answerText(first.answer)} in your first assessment (${formatDay(day(first.completedAt))}) and ${answerText(latest.answer)} in your latest (${formatDay(day(latest.completedAt))}), across ${plural(answers.length, 'assessment')}.`;
  const card: TrendCard = {
    ...base,
    status: 'finding',
    priority: priorityOf(latest.answer),
    description,
    insight:
      latest.answer >= 3
        ? 'Feeling cut off is common after trauma, and it can ease. Reaching out to one trusted person, or talking it over with the assistant or your provider, is a small first step.'
        : REACH_OUT,
    basis: basisOf(answers.length, day(first.completedAt), day(latest.completedAt), answers.length),
  };
  return { recommendations: [], trends: [card] };
}
