import type { CrisisSignal } from '@anchor/clinical';
import type { DetectedMood } from '@anchor/contracts';
import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import { INTENSIFIERS, MOOD_CUES, NEGATORS, PTSD_INDICATOR_CUES, type MoodCue } from './mood-lexicon';

type NamedMood = Exclude<DetectedMood, 'neutral'>;
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

/** Where a phrase starts in the tokens, skipping a match negated by one of the three words before it. */
function matches(tokens: readonly string[], phrase: string): number[] {
  const words = phrase.split(' ');
  const found: number[] = [];
  for (let i = 0; i + words.length <= tokens.length; i += 1) {
    if (!words.every((word, k) => tokens[i + k] === word)) continue;
    if (tokens.slice(Math.max(0, i - 3), i).some((token) => NEGATORS.has(token))) continue;
    found.push(i);
  }
  return found;
}

function cueScore(tokens: readonly string[], cues: readonly MoodCue[]): number {
  let score = 0;
  for (const [phrase, weight] of cues) {
    for (const at of matches(tokens, phrase)) {
      const intensified = tokens.slice(Math.max(0, at - 2), at).some((token) => INTENSIFIERS.has(token));
      score += weight * (intensified ? 1.5 : 1);
    }
  }
  return score;
}

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
  const { compound, neu } = SentimentIntensityAnalyzer.polarity_scores(text);
  const ranked = (Object.keys(MOOD_CUES) as NamedMood[])
    .map((mood) => ({ mood, score: cueScore(tokens, MOOD_CUES[mood]) }))
    .sort((a, b) => b.score - a.score);
  const [top, second] = ranked;
  if (top.score === 0) return moodFromValence(compound, neu);
  const negative = NEGATIVE_MOODS.has(top.mood);
  const agrees = negative ? compound <= -0.05 : compound >= 0.05;
  const contradicts = negative ? compound >= 0.3 : compound <= -0.3;
  const valence = agrees ? 10 : contradicts ? -20 : 0;
  const rival = second.score >= top.score ? 15 : second.score > 0 ? 5 : 0;
  return { mood: top.mood, confidence: clamp(50 + 12 * Math.min(top.score, 3) + valence - rival, 5, 97) };
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
