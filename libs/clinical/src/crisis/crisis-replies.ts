import {
  CRISIS_PHONE_988,
  CRISIS_TEXT_LINE_KEYWORD,
  CRISIS_TEXT_LINE_NUMBER,
  EMERGENCY_NUMBER,
  SPANISH_TEXT_KEYWORD,
  VETERANS_TEXT_NUMBER,
} from '../crisis-resources';
import type { CrisisTier } from './crisis-types';

const RESOURCES =
  `Call or text ${CRISIS_PHONE_988} (Veterans: press 1, or text ${VETERANS_TEXT_NUMBER}). ` +
  `En español: call ${CRISIS_PHONE_988} and press 2, or text ${SPANISH_TEXT_KEYWORD} to ${CRISIS_PHONE_988}. ` +
  `Text ${CRISIS_TEXT_LINE_KEYWORD} to ${CRISIS_TEXT_LINE_NUMBER}. ` +
  `If you are in immediate danger, call ${EMERGENCY_NUMBER}.`;

/**
 * What the assistant says at each tier. These replies never come from a language model:
 * imminent is a hard stop with resources only; crisis puts resources first, then the safety
 * plan; concern asks directly and kindly about suicide and offers the plan and 988.
 */
export const CRISIS_REPLIES: Record<Exclude<CrisisTier, 'none'>, string> = {
  imminent: `Please reach out for help right now. ${RESOURCES} You don't have to go through this moment alone. Your safety plan is open.`,
  crisis:
    `I'm really glad you told me, and your safety matters most right now. ${RESOURCES} ` +
    'When you are ready, your safety plan is open with the steps you chose for moments like this.',
  concern:
    "It sounds like you're carrying a lot right now, and I'm glad you said it. I'd like to ask you directly, because it matters: " +
    `are you thinking about ending your life? Whatever the answer, you can talk to someone now: call or text ${CRISIS_PHONE_988}. ` +
    'Your safety plan is one tap away.',
};

/** When the person takes something back, the assistant stays on the safety path and checks in gently. */
export const CRISIS_RECHECK_REPLY =
  "Thank you for telling me. I'd still like to check in, because what you said earlier matters to me: are you safe right now? " +
  `${CRISIS_PHONE_988} is there any time, by call or text, and so is ${CRISIS_TEXT_LINE_KEYWORD} to ${CRISIS_TEXT_LINE_NUMBER} by text. ` +
  `If you are in danger, call ${EMERGENCY_NUMBER}. Your safety plan is one tap away.`;

export function crisisReply(tier: Exclude<CrisisTier, 'none'>, retracted: boolean): string {
  if (retracted && tier !== 'imminent') return CRISIS_RECHECK_REPLY;
  return CRISIS_REPLIES[tier];
}
