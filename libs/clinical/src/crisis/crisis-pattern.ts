import type { CrisisPattern } from './crisis-types';

/** One pattern of a tier's table: what it signals, the tier it raises, its regular expression source. */
export const crisisPattern = (
  signal: CrisisPattern['signal'],
  tier: CrisisPattern['tier'],
  source: string,
  extra: Partial<CrisisPattern> = {},
): CrisisPattern => ({
  signal,
  tier,
  pattern: new RegExp(source),
  ...extra,
});
