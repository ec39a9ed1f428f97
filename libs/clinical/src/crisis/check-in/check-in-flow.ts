import type { CrisisTier } from '../crisis-types';
import type { CheckInAnswer } from './check-in-answers';
import {
  CHECK_IN_ACKS,
  CHECK_IN_BUTTONS,
  CHECK_IN_CLOSINGS,
  CHECK_IN_HELP_LINE,
  CHECK_IN_LEAD_INS,
  CHECK_IN_QUESTIONS,
} from './check-in.copy';
import { checkInTier, nextCheckInQuestion, type CheckInAnswers, type CheckInQuestionId } from './check-in-triage';

/** The check-in as the conversation remembers it between messages: ids only, no free text. */
export interface CheckInState {
  /** The question waiting for an answer; null when no round is running. */
  awaiting: CheckInQuestionId | null;
  /** The answers of the current (or last) round. */
  answers: CheckInAnswers;
  /** Wordings already asked in this conversation ("thoughts#1"): none is asked again word for word. */
  asked: string[];
  /** How many rounds have started in this conversation. */
  rounds: number;
}

export type CheckInOutcome = 'asking' | 'done' | 'declined';

/** One turn of the check-in: what to say, the answer buttons, the new state and the tier the answers set. */
export interface CheckInTurn {
  state: CheckInState;
  say: string;
  buttons: Array<{ label: string; value: string }>;
  tier: CrisisTier;
  outcome: CheckInOutcome;
}

/** The first wording of a question not yet asked in this conversation, with its id; null when all were. */
function wording(question: CheckInQuestionId, asked: readonly string[]): { id: string; text: string } | null {
  const index = CHECK_IN_QUESTIONS[question].findIndex((_text, n) => !asked.includes(`${question}#${n}`));
  return index < 0 ? null : { id: `${question}#${index}`, text: CHECK_IN_QUESTIONS[question][index] };
}

function asking(state: CheckInState, question: CheckInQuestionId, lead: string): CheckInTurn | null {
  const next = wording(question, state.asked);
  if (!next) return null;
  return {
    state: { ...state, awaiting: question, asked: [...state.asked, next.id] },
    say: [lead, next.text].filter(Boolean).join(' '),
    buttons: CHECK_IN_BUTTONS,
    tier: checkInTier(state.answers),
    outcome: 'asking',
  };
}

function closing(state: CheckInState, outcome: Exclude<CheckInOutcome, 'asking'>, lead: string): CheckInTurn {
  const tier = checkInTier(state.answers);
  const text = outcome === 'declined' && tier !== 'imminent' ? CHECK_IN_CLOSINGS.declined : CHECK_IN_CLOSINGS[tier];
  const say = tier === 'imminent' ? text : [lead, text].filter(Boolean).join(' ');
  return { state: { ...state, awaiting: null }, say, buttons: [], tier, outcome };
}

const pickAck = (group: readonly string[], turn: number) => group[turn % group.length];

/**
 * Starts a round of questions on a new signal, in other words than any earlier round. Null when every
 * wording of the first question was already used in this conversation: the caller then answers without asking.
 */
export function startCheckIn(previous: CheckInState | null): CheckInTurn | null {
  const rounds = previous?.rounds ?? 0;
  const state: CheckInState = { awaiting: null, answers: {}, asked: previous?.asked ?? [], rounds: rounds + 1 };
  return asking(state, 'wish_dead', CHECK_IN_LEAD_INS[Math.min(rounds, CHECK_IN_LEAD_INS.length - 1)]);
}

/**
 * Takes the answer to the waiting question (null: the message was not an answer) and asks the next one, or
 * closes the round. An unclear message is asked again once in other words; "I'd rather not say" ends the round
 * and is respected; a yes that makes the round imminent ends it with help at once.
 */
export function answerCheckIn(state: CheckInState, answer: CheckInAnswer | null): CheckInTurn {
  const question = state.awaiting;
  if (question === null) return closing(state, 'done', '');
  const turn = state.asked.length;
  if (answer === null) {
    const again = asking(state, question, pickAck(CHECK_IN_ACKS.unclear, turn));
    return again ?? closing(state, 'declined', '');
  }
  const answered: CheckInState = { ...state, answers: { ...state.answers, [question]: answer } };
  if (answer === 'declined') return closing(answered, 'declined', '');
  const ack = pickAck(CHECK_IN_ACKS[answer], turn);
  const next = nextCheckInQuestion(answered.answers);
  if (next === null) return closing(answered, 'done', ack);
  const tier = checkInTier(answered.answers);
  const lead = tier === 'crisis' ? `${ack} ${CHECK_IN_HELP_LINE}` : ack;
  return asking(answered, next, lead) ?? closing(answered, 'done', ack);
}
