import {
  answerCheckIn,
  checkInTier,
  maxTier,
  parseCheckInAnswer,
  startCheckIn,
  tierRank,
  type CheckInState,
  type CheckInTurn,
  type ConversationAssessment,
  type CrisisTier,
} from '@anchor/clinical';
import type { ChatButton } from '@anchor/contracts';
import type { EngineState } from '../engine/engine-types';
import { CONVERSATION_REPLIES } from '../engine/replies/conversation.replies';
import { chooseSafetyWording } from './safety-choice';
import { SAFETY_REPLIES, type SafetyReplyGroup } from './safety-replies.copy';

export interface SafetyInput {
  message: string;
  safety: ConversationAssessment;
  state: EngineState;
  /** The conversation id: with the turn it seeds the choice of wording. */
  seed: string;
}

/** The safety path's answer to one message. */
export interface SafetyTurn {
  response: string;
  buttons: ChatButton[];
  openCrisisPanel: boolean;
  /** The exchange's tier: the conversation's, raised by what the check-in's answers say. */
  tier: CrisisTier;
  /** The tier to record as a crisis event for this message; 'none' records nothing. */
  eventTier: CrisisTier;
  state: EngineState;
}

const MAX_USED = 60;
const THANKS = /^(?:thanks|thank you|thx|ty|ok|okay|k|alright|all right|cheers)\b/;
const NO_CALL =
  /\b(?:do ?n[o']?t|can ?n?[o']?t|won'?t|will not|never) (?:want to )?(?:call|phone|ring|talk to (?:anyone|someone|a stranger|them))\b|\bnot (?:calling|going to call)\b|\bhate (?:phones|calling|the phone)\b|\bno one to (?:call|talk to)\b/;
const REACHED_OUT =
  /\bi (?:just )?(?:called|texted|rang|messaged|reached out|talked to|told)\b|\b(?:is|are) (?:here|with me|coming over|on (?:his|her|their|the) way)\b/;

const isHighTier = (tier: CrisisTier) => tierRank(tier) >= tierRank('crisis');
/** Drift alone (distress across recent messages) is not a signal of this message once a check-in has run. */
const driftOnly = (safety: ConversationAssessment) =>
  safety.signals.includes('drift') && safety.signals.every((signal) => signal === 'drift');

function nextState(state: EngineState, used: string[], checkIn: CheckInState | null): EngineState {
  return { ...state, turn: state.turn + 1, flow: null, used: used.slice(-MAX_USED), checkIn };
}

/** A reply from one of the safety path's wording groups, never the same wording twice in a row. */
function worded(input: SafetyInput, group: SafetyReplyGroup | 'third_party', tier: CrisisTier, eventTier: CrisisTier) {
  const replies = group === 'third_party' ? CONVERSATION_REPLIES.third_party : SAFETY_REPLIES[group];
  const seed = `${input.seed}:${input.state.turn}`;
  const choice = chooseSafetyWording(replies, group, seed, input.state.used);
  const checkIn = input.state.checkIn ? { ...input.state.checkIn, awaiting: null } : null;
  return {
    response: choice.text,
    buttons: [],
    openCrisisPanel: isHighTier(tier),
    tier,
    eventTier,
    state: nextState(input.state, [...input.state.used, choice.id], checkIn),
  } satisfies SafetyTurn;
}

function fromCheckIn(input: SafetyInput, turn: CheckInTurn, tier: CrisisTier, eventTier: CrisisTier): SafetyTurn {
  return {
    response: turn.say,
    buttons: turn.buttons,
    openCrisisPanel: isHighTier(tier),
    tier,
    eventTier,
    state: nextState(input.state, input.state.used, turn.state),
  };
}

/** What the person said after the safety path answered: thanks, no wish to call, or that they reached someone. */
function followUpGroup(message: string, tier: CrisisTier): SafetyReplyGroup {
  const text = message.toLowerCase().replace(/\u2019/g, "'");
  if (NO_CALL.test(text)) return 'no_call';
  if (REACHED_OUT.test(text)) return 'reached_out';
  if (THANKS.test(text.trim())) return 'thanks';
  return tier === 'imminent' ? 'imminent' : tier === 'crisis' ? 'crisis' : 'concern';
}

/** A message flagged crisis or imminent on its own: the crisis answer, or the harm-to-others one. */
function flaggedReply(input: SafetyInput): SafetyTurn {
  const { safety } = input;
  if (safety.signals.includes('harm_to_others')) return worded(input, 'harm_crisis', safety.tier, safety.messageTier);
  return worded(input, safety.tier === 'imminent' ? 'imminent' : 'crisis', safety.tier, safety.messageTier);
}

/** The answer to a waiting check-in question: the answers raise the tier, and a rise is recorded as an event. */
function continueCheckIn(input: SafetyInput, checkIn: CheckInState): SafetyTurn {
  const { safety } = input;
  const answer = parseCheckInAnswer(input.message);
  if (answer === null && isHighTier(safety.messageTier)) return flaggedReply(input);
  const before = checkInTier(checkIn.answers);
  const turn = answerCheckIn(checkIn, answer);
  const tier = maxTier(safety.tier, turn.tier);
  const own = driftOnly(safety) ? 'none' : safety.messageTier;
  const eventTier = maxTier(own, tierRank(turn.tier) > tierRank(before) ? turn.tier : 'none');
  // A message that is imminent on its own ends the questions: help comes first.
  if (tier === 'imminent' && turn.outcome === 'asking') {
    return worded({ ...input, state: { ...input.state, checkIn: turn.state } }, 'imminent', tier, eventTier);
  }
  return fromCheckIn(input, turn, tier, eventTier);
}

/** A new signal below crisis (concern, or the grey band): ask the screener's questions, in other words each time. */
function newSignal(input: SafetyInput): SafetyTurn {
  const { safety } = input;
  if (safety.signals.includes('harm_to_others')) return worded(input, 'harm_concern', safety.tier, safety.messageTier);
  if (safety.tier === 'imminent') return worded(input, 'imminent', safety.tier, safety.messageTier);
  const turn = startCheckIn(input.state.checkIn ?? null);
  if (!turn)
    return worded(
      input,
      followUpGroup(input.message, maxTier(safety.tier, 'concern')),
      safety.tier,
      safety.messageTier,
    );
  return fromCheckIn(input, turn, safety.tier, safety.messageTier);
}

/**
 * The safety path: answers every message that is flagged at any tier, in the grey band, part of a flagged
 * conversation, an answer to the check-in, or about someone else at risk. Null when none of these holds and the
 * ordinary engine may answer. Nothing it answers ever reaches a language model.
 */
export function safetyTurn(input: SafetyInput): SafetyTurn | null {
  const { safety, state } = input;
  if (state.checkIn?.awaiting) return continueCheckIn(input, state.checkIn);
  if (isHighTier(safety.messageTier)) return flaggedReply(input);
  const concern = safety.messageTier === 'concern' && !(driftOnly(safety) && state.checkIn);
  if (concern || safety.uncertain) return newSignal(input);
  if (safety.contexts.includes('third_party')) return worded(input, 'third_party', safety.tier, 'none');
  if (safety.tier === 'none') return null;
  if (safety.retracted) {
    const group = safety.tier === 'imminent' ? 'imminent' : 'retraction';
    return worded(input, group, safety.tier, 'none');
  }
  return worded(input, followUpGroup(input.message, safety.tier), safety.tier, safety.messageTier);
}
