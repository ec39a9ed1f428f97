import type { CrisisSignal } from '@anchor/clinical';
import type { DetectedMood } from '@anchor/contracts';
import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import { INTENSIFIERS, MOOD_CUES, NEGATED_MOOD, NEGATORS, PTSD_INDICATOR_CUES, type MoodCue } from './mood-lexicon';

type NamedMood = Exclude<DetectedMood, 'neutral'>;
const NAMED_MOODS = Object.keys(MOOD_CUES) as NamedMood[];
const NEGATIVE_MOODS: ReadonlySet<NamedMood> = new Set(['anxious', 'sad', 'angry']);
/** Risk signals that also weigh on the depression level (the crisis detector found them, not the lexicon). */
const LOW_MOOD_SIGNALS: ReadonlySet<CrisisSignal> = new Set(['hopelessness', 'burdensomeness', 'passive_death_wish']);

const CONTRACTIONS: Record<string, string> = { cant: "can't", dont: "don't", im: "i'm", wont: "won't", isnt: "isn't" };

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => CONTRACTIONS[token] ?? token);
}

interface Occurrence {
  at: number;
  /** One of the three words before it is a negator ("not anxious", "don't feel safe"). */
  negated: boolean;
}

/** Where a phrase occurs in the tokens, and whether a negator comes within the three words before it. */
function occurrences(tokens: readonly string[], phrase: string): Occurrence[] {
  const words = phrase.split(' ');
  const found: Occurrence[] = [];
  for (let i = 0; i + words.length <= tokens.length; i += 1) {
    if (!words.every((word, k) => tokens[i + k] === word)) continue;
    found.push({ at: i, negated: tokens.slice(Math.max(0, i - 3), i).some((token) => NEGATORS.has(token)) });
  }
  return found;
}

/** Where a phrase starts, skipping a negated match. */
const matches = (tokens: readonly string[], phrase: string): number[] =>
  occurrences(tokens, phrase)
    .filter((occurrence) => !occurrence.negated)
    .map((occurrence) => occurrence.at);

const weightAt = (tokens: readonly string[], at: number, weight: number) =>
  tokens.slice(Math.max(0, at - 2), at).some((token) => INTENSIFIERS.has(token)) ? weight * 1.5 : weight;

function cueScore(tokens: readonly string[], cues: readonly MoodCue[]): number {
  let score = 0;
  for (const [phrase, weight] of cues) {
    for (const at of matches(tokens, phrase)) score += weightAt(tokens, at, weight);
  }
  return score;
}

/**
 * Each mood's score from its cues. A negated cue of a mood with an opposite counts for that opposite ("not happy"
 * is low, "don't feel safe" and "never feel calm" are anxious, "no panic" is calm); other negated cues count for
 * nothing ("not sad" names no mood).
 */
function moodScores(tokens: readonly string[]): Record<NamedMood, number> {
  const scores = Object.fromEntries(NAMED_MOODS.map((mood) => [mood, 0])) as Record<NamedMood, number>;
  for (const mood of NAMED_MOODS) {
    for (const [phrase, weight] of MOOD_CUES[mood]) {
      for (const { at, negated } of occurrences(tokens, phrase)) {
        const target = negated ? NEGATED_MOOD[mood] : mood;
        if (target) scores[target] += weightAt(tokens, at, weight);
      }
    }
  }
  return scores;
}

/** Negators after which VADER reverses the next words' valence, which the cues already read correctly. */
const VADER_NEGATORS = new Set([...NEGATORS, "can't", 'cannot', "couldn't", "won't", "wouldn't", 'nobody', 'none']);

/**
 * VADER scores every "like" as a positive word; in "I feel like a shell" or "treated like this" it only compares.
 * The comparing "like" is left out of the valence (the liking one, "I like my garden", stays).
 */
const withoutComparisonLike = (text: string) =>
  text.replace(/(?<!\b(?:i|we|you|they|really|would|i'd)\s+)\blike\b/gi, '');

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, Math.round(value)));

/** Without a feeling word, VADER's valence alone never reaches the confidence at which the person is told. */
function moodFromValence(compound: number, neutralShare: number): { mood: DetectedMood; confidence: number } {
  if (compound >= 0.35) return { mood: 'happy', confidence: clamp(40 + compound * 30, 0, 70) };
  if (compound <= -0.35) return { mood: 'sad', confidence: clamp(40 - compound * 30, 0, 70) };
  return { mood: 'neutral', confidence: clamp(55 + neutralShare * 40, 0, 95) };
}

/**
 * The mood a text names, with a confidence of 0-100: the feeling words (trauma-aware list) choose the mood,
 * VADER's valence confirms or weakens it, and a close second mood lowers the confidence. Deterministic.
 * Never a risk judgement: the crisis detector runs before this and a flagged text is not analysed.
 */
export function analyzeMoodText(text: string): { mood: DetectedMood; confidence: number } {
  const tokens = tokenize(text);
  const { compound, neu } = SentimentIntensityAnalyzer.polarity_scores(withoutComparisonLike(text));
  const scores = moodScores(tokens);
  const ranked = NAMED_MOODS.map((mood) => ({ mood, score: scores[mood] })).sort((a, b) => b.score - a.score);
  const [top, second] = ranked;
  if (top.score === 0) return moodFromValence(compound, neu);
  const negative = NEGATIVE_MOODS.has(top.mood);
  const agrees = negative ? compound <= -0.05 : compound >= 0.05;
  // VADER flips the word after a negator ("can't stop crying" reads as positive); the cues handle negation.
  const contradicts =
    !tokens.some((token) => VADER_NEGATORS.has(token)) && (negative ? compound >= 0.3 : compound <= -0.3);
  const valence = agrees ? 10 : contradicts ? -20 : 0;
  const rival = second.score >= top.score ? 15 : second.score > 0 ? 5 : 0;
  return { mood: top.mood, confidence: clamp(54 + 12 * Math.min(top.score, 3) + valence - rival, 5, 97) };
}

export interface VoiceLevels {
  anxietyLevel: number;
  depressionLevel: number;
  ptsdIndicators: string[];
}

/** Anxiety and depression levels (0-10) and the trauma-related experiences a transcript describes. */
export function analyzeVoiceText(transcription: string, riskSignals: readonly CrisisSignal[]): VoiceLevels {
  const tokens = tokenize(transcription);
  const negativity = Math.max(0, -SentimentIntensityAnalyzer.polarity_scores(transcription).compound);
  const lowMoodRisk = riskSignals.some((signal) => LOW_MOOD_SIGNALS.has(signal)) ? 3 : 0;
  return {
    anxietyLevel: clamp(cueScore(tokens, MOOD_CUES.anxious) * 3 + negativity * 3, 0, 10),
    depressionLevel: clamp(cueScore(tokens, MOOD_CUES.sad) * 3 + negativity * 3 + lowMoodRisk, 0, 10),
    ptsdIndicators: Object.entries(PTSD_INDICATOR_CUES)
      .filter(([, phrases]) => phrases.some((phrase) => matches(tokens, phrase).length > 0))
      .map(([indicator]) => indicator),
  };
}

/** Where a detected mood sits on the check-in's 1-10 mood scale, so it joins the person's mood history. */
export const MOOD_SCALE_SCORE: Record<NamedMood, number> = {
  happy: 8,
  hopeful: 7,
  calm: 7,
  anxious: 4,
  angry: 3,
  sad: 3,
};
