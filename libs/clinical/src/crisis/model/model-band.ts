/**
 * Where the model's probability puts a message the rules did not flag. The thresholds were chosen on
 * cross-validated scores (see MODEL_CARD.md): at or above MODEL_RISK a message takes the crisis path as a rule
 * hit would; from MODEL_CHECK_IN the assistant asks the screener questions; below it, nothing.
 */
export const MODEL_CHECK_IN = 0.7;
export const MODEL_RISK = 0.95;
/** A conversation whose recent messages each lean this way, twice or more, is asked about as well. */
export const MODEL_LEANING = 0.4;
export const LEANING_MESSAGES = 2;

/**
 * The model abstains on messages shorter than this many words: one or two words ("done", "next", "7") are answers
 * to a flow, and a single word's weight decides them alone. Short explicit statements ("kms") are the rules' job.
 */
export const MODEL_MIN_WORDS = 3;

export function modelReads(normalised: string): boolean {
  return normalised.split(/[^a-z0-9']+/).filter(Boolean).length >= MODEL_MIN_WORDS;
}

export type ModelBand = 'clear' | 'uncertain' | 'risk';

export function modelBand(score: number | null): ModelBand {
  if (score === null || score < MODEL_CHECK_IN) return 'clear';
  return score >= MODEL_RISK ? 'risk' : 'uncertain';
}
