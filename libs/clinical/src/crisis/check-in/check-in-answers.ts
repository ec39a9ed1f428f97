/** What a person answered to one screener question: tapped or typed. */
export type CheckInAnswer = 'yes' | 'no' | 'unsure' | 'declined';

const DECLINED =
  /^(?:i would rather not(?: say| answer| talk about it)?|i'?d rather not|rather not|prefer not to|i prefer not to|skip(?: it| this)?|pass|next question|i do not want to (?:answer|say|talk about (?:it|that))|i don'?t want to (?:answer|say|talk about (?:it|that))|never mind|nevermind|forget it|just kidding|jk|j\/k|kidding)\b/;
const UNSURE =
  /^(?:maybe|i do not know|i don'?t know|idk|dunno|not sure|i am not sure|i'?m not sure|possibly|perhaps|hard to say|i can'?t say|i can not say)\b/;
const NO =
  /^(?:no|nope|nah|not really|not at all|never|not lately|not now|not anymore|definitely not|of course not|no way|hell no|i have not|i haven'?t|i did not|i didn'?t|i do not|i don'?t|i am not|i'?m not|i am (?:fine|ok|okay|good|alright|all right)|i'?m (?:fine|ok|okay|good|alright|all right)|n)\b/;
const YES =
  /^(?:yes|yeah|yea|yeh|yep|yup|ya|y|ye|aye|sure|i have|i did|i do|i am|i'?ve|definitely|absolutely|of course|sometimes|at times|kind of|kinda|sort of|sorta|a little|a bit|a lot|often|all the time|every day|everyday|constantly|lately|i guess(?: so)?|i think so|true|correct|right|honestly yes|uh huh|mhm)\b/;
/** A "no" that goes on to hedge ("not really, but sometimes") is not a clear no. */
const HEDGED_NO =
  /\b(?:but|although|though|except)\b.*\b(?:sometimes|maybe|kind of|kinda|a little|a bit|at times|lately|part of me|i guess|not sure)\b/;

function tidy(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/[^a-z0-9'/ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Reads an answer to a yes/no screener question from a tapped button or typed words ("yeah", "not really",
 * "no I'm fine", "yes I have pills"). Null when the message is not an answer; the caller then asks again in
 * other words. An unsure answer is kept apart, and the triage rule counts it as a yes.
 */
export function parseCheckInAnswer(text: string): CheckInAnswer | null {
  const words = tidy(text);
  if (DECLINED.test(words)) return 'declined';
  if (UNSURE.test(words)) return 'unsure';
  if (NO.test(words)) return HEDGED_NO.test(words) ? 'unsure' : 'no';
  if (YES.test(words)) return 'yes';
  return null;
}
