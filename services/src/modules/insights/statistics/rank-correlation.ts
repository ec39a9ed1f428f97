import { jStat } from 'jstat';

export interface RankCorrelation {
  rho: number;
  /** Two-sided p-value. */
  pValue: number;
  n: number;
}

/**
 * Spearman's rank correlation (tied values share their mean rank) with a two-sided p-value from
 * the t approximation t = rho * sqrt((n - 2) / (1 - rho^2)) on n - 2 degrees of freedom, the same
 * test scipy's spearmanr reports. Null when a series has no spread (the correlation is undefined).
 */
export function spearman(x: readonly number[], y: readonly number[]): RankCorrelation | null {
  const n = x.length;
  if (n !== y.length) throw new Error('spearman: x and y must pair up one to one');
  if (n < 3) return null;
  const rho = jStat.spearmancoeff(x, y);
  if (!Number.isFinite(rho)) return null;
  if (Math.abs(rho) >= 1) return { rho: Math.sign(rho), pValue: 0, n };
  const t = rho * Math.sqrt((n - 2) / (1 - rho * rho));
  const pValue = Math.min(1, 2 * (1 - jStat.studentt.cdf(Math.abs(t), n - 2)));
  return { rho, pValue, n };
}
