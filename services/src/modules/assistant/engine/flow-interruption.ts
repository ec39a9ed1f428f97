import type { FlowState } from './engine-types';
import { parseRating } from './flow-runner';
import { GUIDED_FLOWS } from './guided-flows';
import type { Intent } from './intent-utterances';
import { isMedicationQuestion } from './medication-question';

/** What a message means to a running or paused flow. */
export type FlowMove = 'stop' | 'resume' | 'interrupt' | 'answer';

const FILLER = String.raw`(?:(?:please|ok(?:ay)?|actually|sorry|no|um+|hmm+|i think)[,!.]? +)*`;
const STOP_ALONE = new RegExp(
  String.raw`^${FILLER}(?:stop|quit|cancel|exit|end|enough|no thanks|not now)(?: (?:this|it|the exercise|this exercise|here|now|please|for now|for today|thanks))*[.!]*$`,
);
const STOP_PHRASE =
  /\b(?:i (?:want|would like|'d like|need) to (?:stop|quit|end|finish)|let's (?:stop|end|quit)|can we (?:stop|end|quit)|stop (?:this|the) (?:exercise|flow)|i don't want to (?:do|continue) (?:this|it)|i'm done with (?:this|it))\b/;
const RESUME = new RegExp(
  String.raw`^${FILLER}(?:yes,? )?(?:resume|continue|carry on|go back to|back to|pick (?:it )?up|let's (?:continue|resume|go back|get back|carry on|pick (?:it )?up))\b`,
);
/** "let's", "can we" and the like at the start: a request, not a report of what the person notices. */
const REQUEST = new RegExp(
  String.raw`^${FILLER}(?:let's|can we|could we|can you|could you|would you|will you|start|try|begin|guide me|walk me|switch|show me|tell me|give me|help me|i want|i'd like|i would like|i need)\b|\b(?:instead|something else|another (?:exercise|tool))\b`,
);
/** Asked of the assistant: in a flow that asks for the person's thoughts, only these questions leave it. */
const DIRECTED_QUESTION =
  /^(?:(?:can|could|would|will|do|are|have) you|(?:how|what|when|where) (?:do|can|should|would) i|(?:do|does|did|could|might) i have|is (?:it|this|that) normal|what (?:is|are|does)|(?:is|are) there|how (?:does|do|long|often|many|much))\b/;
const QUESTION_OPENER =
  /^(?:what|why|how|when|where|who|which|whose|is|are|am|do|does|did|can|could|should|would|will|was|were|have|has)\b/;
/** Distress now (not a memory of it): the answer comes before the exercise does. */
const DISTRESS =
  /\b(?:panick?ing|panic attack|freaking out|can't breathe|cannot breathe|can't do this|this (?:isn't|is not) working|(?:it's|it is|this is) (?:too much|getting worse|making it worse)|(?:i'm|i am|i feel|feeling) (?:overwhelmed|terrified|so scared|really scared|worse|shaky|dizzy|sick)|(?:i'm|i am|i keep|can't stop) (?:shaking|crying)|my heart is (?:racing|pounding)|falling apart|losing it)\b/;
/** What practice answers are made of: senses, the body, the breath, and the words of the step buttons. */
const PRACTICE_WORDS =
  /\b(?:see|saw|seeing|hear|heard|hearing|feel|felt|feeling|smell|smelled|taste|tasted|touch|notice|noticed|breath\w*|inhal\w*|exhal\w*|count\w*|calm\w*|relax\w*|floor|chair|feet|air|light|colou?rs?|sounds?|quiet|warm|cold|soft|place|done|next|ready|skip|finished|again)\b/;
/** Intents that name a topic of their own (a new subject), not part of doing an exercise. */
const TOPIC_INTENTS: ReadonlySet<Intent> = new Set<Intent>([
  'anxiety',
  'sleep',
  'progress',
  'coping',
  'low_mood',
  'anger',
  'avoidance',
  'flashbacks',
  'nightmares',
  'loneliness',
]);

export interface FlowMessage {
  message: string;
  intent: Intent;
  /** Non-risk context found by the crisis detector ('panic': distress now). */
  contexts: readonly string[];
}

export function normalise(message: string): string {
  return message.toLowerCase().replace(/[’']/g, "'").trim();
}

export function wantsToStop(message: string): boolean {
  const text = normalise(message);
  return !isMedicationQuestion(text) && (STOP_ALONE.test(text) || STOP_PHRASE.test(text));
}

export function wantsToResume(message: string): boolean {
  return RESUME.test(normalise(message));
}

function isQuestion(text: string): boolean {
  const words = text.split(/\s+/).length;
  return QUESTION_OPENER.test(text) || (text.endsWith('?') && words >= 4);
}

function isNewTopic(text: string, intent: Intent, flow: FlowState): boolean {
  if (!TOPIC_INTENTS.has(intent) || GUIDED_FLOWS[flow.id].ownTopics.includes(intent)) return false;
  return text.split(/\s+/).length >= 4 && !PRACTICE_WORDS.test(text);
}

/**
 * Whether a message answers the flow's current question or leaves it. A rating step is answered by a number; a
 * practice step by what the person notices (so "I hear the dog breathing" in grounding is an answer, never a
 * request for breathing); a free-text step by anything about themselves. A question to the assistant, a
 * medication question, a request, distress now or (outside free-text steps) a new topic pauses the flow instead.
 */
export function readFlowMessage(input: FlowMessage, flow: FlowState): FlowMove {
  const text = normalise(input.message);
  if (isMedicationQuestion(text)) return 'interrupt';
  if (wantsToStop(text)) return 'stop';
  const guided = GUIDED_FLOWS[flow.id];
  const rating = flow.step === -1 || flow.step === guided.steps.length;
  if (rating && parseRating(text) !== null && !isQuestion(text)) return 'answer';
  if (DISTRESS.test(text) || input.contexts.includes('panic')) return 'interrupt';
  const freeText = guided.freeText && !rating;
  const request = REQUEST.test(text);
  if (request && !(freeText && /^(?:i want|i'd like|i would like|i need)\b/.test(text))) return 'interrupt';
  if (freeText) return DIRECTED_QUESTION.test(text) ? 'interrupt' : 'answer';
  if (isQuestion(text) || isNewTopic(text, input.intent, flow)) return 'interrupt';
  return 'answer';
}
