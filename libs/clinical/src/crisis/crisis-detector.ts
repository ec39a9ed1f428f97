import { normaliseMessage } from './crisis-normalise';
import type {
  ConversationAssessment,
  CrisisContext,
  CrisisModel,
  CrisisPattern,
  CrisisSignal,
  CrisisTier,
  MessageAssessment,
} from './crisis-types';
import { maxTier } from './crisis-types';
import { IMMINENT, TIME_WORDS } from './imminent-patterns';
import { PLAIN_LANGUAGE } from './plain-language-patterns';
import { LEANING_MESSAGES, MODEL_LEANING, modelBand, modelReads } from './model/model-band';
import { ABUSE, CONTEXT_PATTERNS, FIRST_PERSON, HARM_TO_OTHERS, HEDGE, NEGATION } from './others-patterns';
import { ACTIVE_IDEATION, PASSIVE_AND_HOPELESS, SELF_HARM, VETERAN_IDIOMS } from './self-harm-patterns';

const ALL_PATTERNS: CrisisPattern[] = [
  ...IMMINENT,
  ...ACTIVE_IDEATION,
  ...SELF_HARM,
  ...VETERAN_IDIOMS,
  ...HARM_TO_OTHERS,
  ...ABUSE,
  ...PASSIVE_AND_HOPELESS,
  ...PLAIN_LANGUAGE,
];

/** Signals that become imminent when the same message names a time ("tonight", "after the kids sleep"). */
const TIMEABLE: CrisisSignal[] = [
  'active_ideation',
  'contingent_intent',
  'self_harm',
  'harm_to_others',
  'veteran_idiom',
];

/** How many recent messages with mild distress make a drift worth asking about. */
const DRIFT_WINDOW = 6;
const DRIFT_THRESHOLD = 3;

const PANIC_DEATH = /\b(?:am|was) (?:going to|about to) die\b|\bam dying\b/;
const PANIC_LEAD = /\b(?:feel|feels|felt|feeling|thought|think|afraid|scared|worried|sure|swear) (?:like |that )?$/;

interface Hit {
  pattern: CrisisPattern;
  tier: CrisisTier;
  signal: CrisisSignal;
}

function sentenceAround(text: string, index: number): { clausePrefix: string; sentence: string } {
  const before = text.slice(0, index);
  const sentenceStart = Math.max(...['.', '!', '?', ';'].map((mark) => before.lastIndexOf(mark))) + 1;
  const clauseStart = Math.max(sentenceStart, before.lastIndexOf(','), before.lastIndexOf(' but ') + 1);
  const rest = text.slice(index);
  const endMatch = /[.!?;]/.exec(rest);
  const sentenceEnd = endMatch ? index + endMatch.index : text.length;
  return { clausePrefix: text.slice(clauseStart, index), sentence: text.slice(sentenceStart, sentenceEnd) };
}

function contextsOf(text: string): CrisisContext[] {
  return CONTEXT_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(({ context }) => context);
}

/** "I have never wanted to die as much as today", "not even my kids stop me": a negation that does not deny. */
const NOT_A_DENIAL =
  /\bnever (?:\w+ ){0,5}(?:as much as|so much|more than|this much|so badly)\b|\bnot even\b|\b(?:can not|could not) stop (?:thinking|wanting|myself)\b|\b(?:no one|nobody|nothing) (?:can|will|could|is going to) stop me\b|\bnever been (?:so|more)\b/;
/**
 * A bare "suicide" or "suicidal" without "I", "me" or "my" counts only in a fragment about nobody else ("suicidal
 * again tonight"): not beside another voice (news, advocacy, a caregiver) or used as a general noun.
 */
const OTHER_VOICE =
  /\b(?:he|she|they|his|her|their|him|them|you|your|we|our|us|people|someone|somebody|everyone|anyone|veterans?|soldiers?|teens?|men|women|kids|children)\b/;
const GENERIC_SUICIDE =
  /\bsuicid\w* (?:is|was|are|is not|rates?|prevention|awareness|month|week|day|hotline|lifeline|statistics|numbers|among|in the|epidemic|crisis|risk)\b/;

/** A negation governs a match only inside it or within the three words before it ("i would never ..."). */
const NEGATION_BEFORE = /\b(?:not|never|no longer|nobody said|no way)\b(?: \S+){0,3} ?$/;

/** One pattern against the message, with negation, first-person and media rules applied. */
function evaluate(pattern: CrisisPattern, text: string): Hit | Denial | undefined {
  const match = pattern.pattern.exec(text);
  if (!match) return undefined;
  const { clausePrefix, sentence } = sentenceAround(text, match.index);
  if (pattern.firstPersonOnly) {
    const sentenceContexts = contextsOf(sentence);
    if (sentenceContexts.includes('third_party') || sentenceContexts.includes('media')) return undefined;
    if (!FIRST_PERSON.test(sentence) && (OTHER_VOICE.test(sentence) || GENERIC_SUICIDE.test(sentence)))
      return undefined;
  }
  // "I feel like I'm going to die" describes panic, not intent.
  if (PANIC_DEATH.test(match[0]) && PANIC_LEAD.test(clausePrefix)) return undefined;
  const negated = NEGATION.test(match[0]) || NEGATION_BEFORE.test(clausePrefix);
  if (pattern.negatable && negated && !NOT_A_DENIAL.test(sentence)) {
    const lead = clausePrefix + match[0];
    const after = text.slice(match.index + match[0].length);
    const hedged = HEDGE.test(lead.replace(NEGATION, '')) || HEDGE.test(after);
    return hedged ? { pattern, tier: 'concern', signal: 'ambivalent_negation' } : DENIAL;
  }
  return { pattern, tier: pattern.tier, signal: pattern.signal };
}

/** The person denies what a pattern would have found ("I'm not suicidal"): the model's doubt is not asked about. */
interface Denial {
  denied: true;
}
const DENIAL: Denial = { denied: true };
const isHit = (result: Hit | Denial | undefined): result is Hit => result !== undefined && !('denied' in result);

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

/**
 * The tier of one message on its own. `priorRisk` says whether the conversation already
 * carries risk or distress, which lets ambiguous phrases ("I have a plan") count.
 */
export function assessMessage(text: string, priorRisk = false, model?: CrisisModel): MessageAssessment {
  const normalised = normaliseMessage(text);
  const contexts = contextsOf(normalised);
  const independent = ALL_PATTERNS.filter((pattern) => !pattern.needsRisk).map((pattern) =>
    evaluate(pattern, normalised),
  );
  const hits = independent.filter(isHit);
  const denied = independent.some((result) => result === DENIAL);
  const risky = priorRisk || hits.length > 0 || contexts.includes('mild_distress');
  const dependent = ALL_PATTERNS.filter((pattern) => pattern.needsRisk)
    .map((pattern) => evaluate(pattern, normalised))
    .filter(isHit);
  // Two ambiguous signals together ("the pills are ready", "doing it tonight") carry risk on their own.
  if (risky || dependent.length >= 2) hits.push(...dependent);
  const signals = unique(hits.map((hit) => hit.signal));
  let tier = maxTier(...hits.map((hit) => hit.tier));
  // A time makes a statement imminent when the person speaks of themselves, not beside another voice.
  const ownTime = TIME_WORDS.test(normalised) && (FIRST_PERSON.test(normalised) || !OTHER_VOICE.test(normalised));
  if (signals.some((signal) => TIMEABLE.includes(signal)) && ownTime) {
    signals.push('timing');
    tier = 'imminent';
  }
  if (signals.includes('means_question') && (priorRisk || contexts.includes('mild_distress'))) {
    tier = 'imminent';
  }
  const modelScore = model && modelReads(normalised) ? model.score(normalised) : null;
  // About someone else, a story or the news, or plainly denied: the model's doubt is not the writer's risk.
  const modelHeard = !denied && !contexts.includes('third_party') && !contexts.includes('media');
  const band = modelHeard && tier === 'none' ? modelBand(modelScore) : 'clear';
  if (band === 'risk') {
    signals.push('model_risk');
    tier = 'crisis';
  }
  return { tier, signals, contexts, normalised, modelScore, uncertain: band === 'uncertain' };
}

/**
 * Every new message re-reads the conversation's earlier ones, whose assessment (without prior risk) depends on
 * their text and the model alone: it is kept for the last EARLIER_CACHE_SIZE texts of each model.
 */
const EARLIER_CACHE_SIZE = 1000;
const RULES_ONLY: object = {};
const earlierAssessments = new WeakMap<object, Map<string, MessageAssessment>>();

function assessEarlier(text: string, model: CrisisModel | undefined): MessageAssessment {
  const key = model ?? RULES_ONLY;
  const cache = earlierAssessments.get(key) ?? new Map<string, MessageAssessment>();
  earlierAssessments.set(key, cache);
  const known = cache.get(text);
  if (known) return known;
  const assessed = assessMessage(text, false, model);
  if (cache.size >= EARLIER_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(text, assessed);
  return assessed;
}

const leaning = (item: MessageAssessment) => item.uncertain || (item.modelScore ?? 0) >= MODEL_LEANING;

/**
 * The tier of a conversation after a new message. `previousMessages` are the person's own
 * earlier messages (oldest first) and `previousTier` the tier the conversation had. The tier
 * never goes down within a conversation: taking something back ("jk", "forget it") keeps it and
 * marks the message as a retraction so the reply can check in again gently. Signals add up: several
 * recent messages in mild distress make a concern, and several that each lean toward risk make the
 * conversation uncertain (a person who discloses gradually is asked directly).
 */
export function assessConversation(
  message: string,
  previousMessages: readonly string[] = [],
  previousTier: CrisisTier = 'none',
  model?: CrisisModel,
): ConversationAssessment {
  const earlier = previousMessages.map((text) => assessEarlier(text, model));
  const earlierRisk =
    previousTier !== 'none' || earlier.some((item) => item.tier !== 'none' || item.contexts.includes('mild_distress'));
  const current = assessMessage(message, earlierRisk, model);
  const signals = [...current.signals];
  let messageTier = current.tier;
  const recent = [...earlier, current].slice(-DRIFT_WINDOW);
  const distressed = recent.filter((item) => item.contexts.includes('mild_distress') || item.tier !== 'none');
  if (messageTier === 'none' && distressed.length >= DRIFT_THRESHOLD) {
    signals.push('drift');
    messageTier = 'concern';
  }
  const historyTier = maxTier(previousTier, ...earlier.map((item) => item.tier));
  const tier = maxTier(historyTier, messageTier);
  const retracted = historyTier !== 'none' && current.contexts.includes('retraction');
  const gradual = leaning(current) && recent.filter(leaning).length >= LEANING_MESSAGES;
  const uncertain = tier === 'none' && (current.uncertain || gradual);
  return { ...current, signals, messageTier, tier, retracted, uncertain };
}
