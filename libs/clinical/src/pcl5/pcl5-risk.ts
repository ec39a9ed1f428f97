import { pcl5BandStart } from './pcl5-bands';
import { PCL5_MEANINGFUL_CHANGE_POINTS } from './pcl5-change';

/** Risk levels a provider sees on a patient's badge (low green, moderate yellow, high red). */
export type Pcl5RiskLevel = 'low' | 'moderate' | 'high';

/**
 * The badge follows the score bands: high from the high band (33, the cut-off's upper end), so every high
 * badge also raises an alert; moderate from the moderate band (20), well below the cut-off range (31-33).
 */
export const PCL5_RISK_BANDS = { moderate: pcl5BandStart('moderate'), high: pcl5BandStart('high') } as const;

export function pcl5RiskLevel(score: number): Pcl5RiskLevel {
  if (score >= PCL5_RISK_BANDS.high) return 'high';
  if (score >= PCL5_RISK_BANDS.moderate) return 'moderate';
  return 'low';
}

/**
 * Why a shared score needs a provider's attention, or null when it does not: a high total, or a meaningful
 * rise since the previous shared score whatever the level.
 */
export function pcl5AlertReason(latest: number, previous: number | null): string | null {
  if (latest >= PCL5_RISK_BANDS.high) return `PCL-5 score ${latest} is at or above ${PCL5_RISK_BANDS.high}`;
  if (previous !== null && latest - previous >= PCL5_MEANINGFUL_CHANGE_POINTS) {
    return `PCL-5 score rose by ${latest - previous} points since the previous assessment`;
  }
  return null;
}

/** Improvement from the first score in percent (0-100): a patient whose score went up shows 0. */
export function pcl5RecoveryProgress(first: number, latest: number): number {
  if (first <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round(((first - latest) / first) * 100)));
}
