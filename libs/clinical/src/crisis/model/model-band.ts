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

export type ModelBand = 'clear' | 'uncertain' | 'risk';

export function modelBand(score: number | null): ModelBand {
  if (score === null || score < MODEL_CHECK_IN) return 'clear';
  return score >= MODEL_RISK ? 'risk' : 'uncertain';
}
