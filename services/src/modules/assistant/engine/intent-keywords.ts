import type { INTENTS } from './intent-utterances';

/**
 * Words (or word beginnings) that must appear for an intent to be accepted. The neural classifier
 * always names its closest intent, even for "who won the game last night"; this keeps an off-topic
 * message on the honest fallback instead of a confident guess. Order matters: earlier intents win.
 */
export const INTENT_KEYWORDS: Array<[(typeof INTENTS)[number], RegExp]> = [
  ['breathing', /\bbreath/],
  ['nightmares', /\b(?:nightmare|bad dream|dreams?\b|dreaming)/],
  ['flashbacks', /\b(?:flashback|intrusive|memor|reliv|happening again|back there|remind|trigger)/],
  [
    'progress',
    /\b(?:progress|scores?\b|results?\b|assessment|pcl|improv|getting better|how am i doing|how i am doing|doing overall)/,
  ],
  ['sleep', /\b(?:sleep|insomn|awake|asleep|bed\b|bedtime|waking up)/],
  ['anxiety', /\b(?:anx|nervous|worr|panick|tense|on edge|jitter|restless|scared|fear|afraid|racing|stress)/],
  ['anger', /\b(?:ang(?:ry|er)|mad\b|furious|irritab|temper|snap|rage|annoy|frustrat)/],
  ['avoidance', /\b(?:avoid|dodg|stay home|staying home|stay away|can not go|cannot go|can't go)/],
  ['loneliness', /\b(?:lonel|alone|isolat|no one to|nobody understands|no friends|miss having)/],
  ['low_mood', /\b(?:sad|down\b|low\b|empty|depress|motivat|enjoy|heavy|blue\b|unhappy|numb|cry)/],
  ['coping', /\b(?:cope|coping|skills?\b|tools?\b|strateg|deal with|manage|what helps|techniques?\b)/],
  [
    'gratitude',
    /\b(?:grateful|thankful|good day|good thing|something good|appreciate (?:my|the|having)|blessed|gratitude)/,
  ],
  ['thanks', /\b(?:thank|thx|helped|appreciate it)/],
  ['goodbye', /\b(?:bye|goodbye|talk later|see you|good night|done for now|signing off|gotta go)/],
  ['greeting', /^(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening))\b/],
  ['feeling_today', /\b(?:how am i feeling|check in|check-in|how i feel|feeling today|how do i feel)/],
];

export function keywordIntents(message: string): Array<(typeof INTENTS)[number]> {
  const text = message.toLowerCase().replace(/[’']/g, "'");
  return INTENT_KEYWORDS.filter(([, pattern]) => pattern.test(text)).map(([intent]) => intent);
}
