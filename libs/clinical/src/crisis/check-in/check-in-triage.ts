import type { CrisisTier } from '../crisis-types';
import type { CheckInAnswer } from './check-in-answers';

/** The screener's questions in the order they are asked. */
export const CHECK_IN_QUESTION_IDS = ['wish_dead', 'thoughts', 'how', 'intent', 'plan', 'behaviour'] as const;
export type CheckInQuestionId = (typeof CHECK_IN_QUESTION_IDS)[number];

export type CheckInAnswers = Partial<Record<CheckInQuestionId, CheckInAnswer>>;

/** Asked only after a yes (or an unsure answer) to thoughts of killing oneself. */
const AFTER_THOUGHTS: readonly CheckInQuestionId[] = ['how', 'intent', 'plan'];

/** A yes counts, and so does an unsure answer: a screener reads ambivalence as a yes. */
export function isPositive(answer: CheckInAnswer | undefined): boolean {
  return answer === 'yes' || answer === 'unsure';
}

/**
 * The tier the answers set, in the way screen triage reads them: a yes to intent, a plan or a recent
 * preparation or attempt is imminent; a yes to thoughts of killing oneself or of how is crisis; a wish to be
 * dead alone is concern; no yes at all is none.
 */
export function checkInTier(answers: CheckInAnswers): CrisisTier {
  if (isPositive(answers.intent) || isPositive(answers.plan) || isPositive(answers.behaviour)) return 'imminent';
  if (isPositive(answers.thoughts) || isPositive(answers.how)) return 'crisis';
  if (isPositive(answers.wish_dead)) return 'concern';
  return 'none';
}

/** The next question to ask, or null when the round is complete: always 1, 2 and 6; 3 to 5 after a yes to 2. */
export function nextCheckInQuestion(answers: CheckInAnswers): CheckInQuestionId | null {
  if (Object.values(answers).includes('declined') || checkInTier(answers) === 'imminent') return null;
  const due = CHECK_IN_QUESTION_IDS.filter((id) => !AFTER_THOUGHTS.includes(id) || isPositive(answers.thoughts));
  return due.find((id) => answers[id] === undefined) ?? null;
}
