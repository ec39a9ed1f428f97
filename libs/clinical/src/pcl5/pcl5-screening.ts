import { PCL5_ITEM_COUNT, type Pcl5Screening } from '@anchor/contracts';
import { PCL5_MEANINGFUL_CHANGE_POINTS, PCL5_CHANGE_LABELS } from './pcl5-change';
import { pcl5CanScreen } from './pcl5-completeness';
import { PCL5_SCREENING_CUTOFF } from './pcl5-result-wording';

/**
 * What a clinician's badge says about a shared PCL-5 total. The PCL-5 has no suicide item, so a total above the
 * cut-off is a probable-PTSD screen, never risk: risk comes only from crisis moments a patient chose to share.
 * At or above 33 (the cut-off's upper end) is above, 31-32 near, below 31 below; a partial assessment (fewer than
 * 20 answers) draws no screening label at all.
 */
export function pcl5Screening(score: number, answeredCount: number | null = PCL5_ITEM_COUNT): Pcl5Screening {
  return answeredCount !== null && pcl5CanScreen(answeredCount) ? pcl5CutoffScreening(score) : 'partial';
}

/** A screening label drawn from a complete assessment's total. */
export type Pcl5CutoffScreening = Exclude<Pcl5Screening, 'partial'>;

/** The label of a complete assessment's total (every question answered). */
export function pcl5CutoffScreening(score: number): Pcl5CutoffScreening {
  if (score >= PCL5_SCREENING_CUTOFF.high) return 'above_cutoff';
  if (score >= PCL5_SCREENING_CUTOFF.low) return 'near_cutoff';
  return 'below_cutoff';
}

export const PCL5_SCREENING_LABELS: Record<Pcl5CutoffScreening, string> = {
  above_cutoff: `Above screening cut-off (${PCL5_SCREENING_CUTOFF.high})`,
  near_cutoff: `Near screening cut-off (${PCL5_SCREENING_CUTOFF.low}-${PCL5_SCREENING_CUTOFF.high})`,
  below_cutoff: 'Below screening cut-off',
};

/**
 * The badge's words: a screening label, or "Partial (n of 20)" when not every question was answered ("Partial
 * (answers not known)" when the count is unknown).
 */
export function pcl5ScreeningLabel(screening: Pcl5Screening, answeredCount: number | null): string {
  if (screening !== 'partial') return PCL5_SCREENING_LABELS[screening];
  return answeredCount === null ? 'Partial (answers not known)' : `Partial (${answeredCount} of ${PCL5_ITEM_COUNT})`;
}

/** Where the cut-off comes from and what it means, shown with the badge and in reports. */
export const PCL5_SCREENING_SOURCE = `Screening cut-off ${PCL5_SCREENING_CUTOFF.low}-${PCL5_SCREENING_CUTOFF.high} from the U.S. National Center for PTSD: a total in or above this range suggests probable PTSD worth a full assessment. It is a screen, not a diagnosis, and the PCL-5 asks nothing about suicide, so it is no measure of risk.`;

/** The label of the dashed line a score chart draws at the cut-off. */
export const PCL5_CUTOFF_LINE_LABEL = `Screening cut-off (${PCL5_SCREENING_CUTOFF.high})`;

/**
 * Why a shared score needs a clinician's attention, or null when it does not: a total above the screening cut-off,
 * or a clinically meaningful rise since the previous score whatever the level. Both scores must be complete
 * assessments; the caller leaves partial ones out.
 */
export function pcl5AlertReason(latest: number, previous: number | null): string | null {
  if (latest >= PCL5_SCREENING_CUTOFF.high) return `${PCL5_SCREENING_LABELS.above_cutoff}: PCL-5 score ${latest}`;
  if (previous !== null && latest - previous >= PCL5_MEANINGFUL_CHANGE_POINTS) {
    return `Score rose ${latest - previous} points (${PCL5_CHANGE_LABELS.clinically_meaningful_change})`;
  }
  return null;
}
