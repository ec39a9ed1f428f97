import type { ScoreChange } from '@anchor/contracts';
import { pcl5ChangePhrase } from './pcl5-change';

/** Published cut-off range (VA National Center for PTSD) and what it may be used for. */
export const PCL5_SCREENING_CUTOFF = { low: 31, high: 33 } as const;
/** The cut-off as people read it: "31-33". */
export const PCL5_CUTOFF_RANGE = `${PCL5_SCREENING_CUTOFF.low}-${PCL5_SCREENING_CUTOFF.high}`;
export const PCL5_SCREENING_CUTOFF_NOTE = `A total score of ${PCL5_CUTOFF_RANGE} or higher suggests that PTSD symptoms may be worth discussing with a professional. This cut-off is for screening, not diagnosis.`;

export const PCL5_SCREEN_POSITIVE_WORDING =
  'Your answers show a pattern of symptoms that a clinician would want to look at more closely. Only a qualified professional can confirm what it means, so consider sharing this result with one.';
export const PCL5_SCREEN_NEGATIVE_WORDING =
  'Your answers do not show the full pattern of symptoms this checklist screens for. If something is still troubling you, it is worth talking to a professional.';

/** Result text for the user: a screening outcome, worded so that it never reads as a diagnosis. */
export function pcl5ResultWording(screenPositive: boolean): string {
  return screenPositive ? PCL5_SCREEN_POSITIVE_WORDING : PCL5_SCREEN_NEGATIVE_WORDING;
}

/** One sentence on the change since the previous assessment, with its band's label; higher scores mean more bother. */
export function pcl5ChangeWording(change: ScoreChange): string {
  const points = Math.abs(change.difference);
  const unit = points === 1 ? 'point' : 'points';
  const phrase = pcl5ChangePhrase(change.band);
  if (change.band === 'no_reliable_change') {
    return `Your score is about the same as last time (${change.difference > 0 ? '+' : ''}${change.difference}): ${phrase}.`;
  }
  const direction = change.direction === 'down' ? 'lower' : 'higher';
  return `Your score is ${points} ${unit} ${direction} than last time: ${phrase}.`;
}

export const PCL5_ABOVE_CUTOFF_PATTERN_NEGATIVE = `Your total is in or above the ${PCL5_CUTOFF_RANGE} cut-off range, but your answers do not show the symptom pattern the screening result looks for (at least one intrusion and one avoidance symptom, and two each of mood-and-thinking and arousal symptoms, rated Moderately or more). The two are different screening measures, and either one is a good reason to talk with a professional.`;
export const PCL5_BELOW_CUTOFF_PATTERN_POSITIVE = `Your total is below the ${PCL5_CUTOFF_RANGE} cut-off range, but your answers do show the symptom pattern the screening result looks for. The two are different screening measures, and either one is a good reason to talk with a professional.`;

/**
 * When the total and the symptom-pattern rule point different ways, one sentence says why both are
 * true, so the badge and the cut-off note never read as a contradiction. Null when they agree or the
 * total is not shown (fewer than 20 answers).
 */
export function pcl5CutoffReconciliation(totalScore: number, screenPositive: boolean, allAnswered: boolean) {
  if (!allAnswered) return null;
  const atOrAboveCutoff = totalScore >= PCL5_SCREENING_CUTOFF.low;
  if (atOrAboveCutoff && !screenPositive) return PCL5_ABOVE_CUTOFF_PATTERN_NEGATIVE;
  if (!atOrAboveCutoff && screenPositive) return PCL5_BELOW_CUTOFF_PATTERN_POSITIVE;
  return null;
}
