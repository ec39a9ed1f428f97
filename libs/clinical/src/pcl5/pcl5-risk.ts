/** Risk levels a provider sees on a patient's badge (low green, moderate yellow, high red). */
export type Pcl5RiskLevel = 'low' | 'moderate' | 'high';

/**
 * The one definition of the bands. High starts at the screening cut-off's upper end (33), so every
 * high badge also raises an alert; moderate starts at 20, well below the cut-off range (31-33).
 */
export const PCL5_RISK_BANDS = { moderate: 20, high: 33 } as const;

/** A rise of this many points since the previous shared score raises an alert whatever the level. */
export const PCL5_ALERT_RISE = 10;

export function pcl5RiskLevel(score: number): Pcl5RiskLevel {
  if (score >= PCL5_RISK_BANDS.high) return 'high';
  if (score >= PCL5_RISK_BANDS.moderate) return 'moderate';
  return 'low';
}

/** Why a shared score needs a provider's attention, or null when it does not. */
export function pcl5AlertReason(latest: number, previous: number | null): string | null {
  if (latest >= PCL5_RISK_BANDS.high) return `PCL-5 score ${latest} is at or above ${PCL5_RISK_BANDS.high}`;
  if (previous !== null && latest - previous >= PCL5_ALERT_RISE) {
    return `PCL-5 score rose by ${latest - previous} points since the previous assessment`;
  }
  return null;
}

/** Improvement from the first score in percent (0-100): a patient whose score went up shows 0. */
export function pcl5RecoveryProgress(first: number, latest: number): number {
  if (first <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round(((first - latest) / first) * 100)));
}
