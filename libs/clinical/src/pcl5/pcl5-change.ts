import type { ChangeBand, ScoreChange } from '@anchor/contracts';

/**
 * One source for every change label: the U.S. National Center for PTSD's PCL-5 guidance. A change of 5 points is
 * the minimum for a reliable change (not due to chance) and 10 for a clinically meaningful one.
 */
export const PCL5_RELIABLE_CHANGE_POINTS = 5;
export const PCL5_MEANINGFUL_CHANGE_POINTS = 10;

/** The source of the change bands, as a clinician or a report reads it. */
export const PCL5_CHANGE_SOURCE =
  "Change bands from the U.S. National Center for PTSD's PCL-5 guidance: a change of 5-10 points is reliable (not due to chance) and 10-20 points is clinically meaningful; 5 points is the minimum for a reliable change and 10 for a clinically meaningful one.";

/** The words of each band, the same in the app, the portal and the reports. */
export const PCL5_CHANGE_LABELS: Record<ChangeBand, string> = {
  no_reliable_change: 'no reliable change',
  reliable_change: 'reliable change',
  clinically_meaningful_change: 'clinically meaningful change',
};

export function pcl5ChangeBand(difference: number): ChangeBand {
  const size = Math.abs(difference);
  if (size >= PCL5_MEANINGFUL_CHANGE_POINTS) return 'clinically_meaningful_change';
  if (size >= PCL5_RELIABLE_CHANGE_POINTS) return 'reliable_change';
  return 'no_reliable_change';
}

/** The change from the previous total to this one; `difference` is current minus previous. */
export function pcl5Change(previousScore: number, currentScore: number): ScoreChange {
  const difference = currentScore - previousScore;
  return {
    previousScore,
    difference,
    band: pcl5ChangeBand(difference),
    direction: difference > 0 ? 'up' : difference < 0 ? 'down' : 'none',
  };
}

/** A band's label as the end of a sentence: "no reliable change", "a reliable change", "a clinically meaningful change". */
export function pcl5ChangePhrase(band: ChangeBand): string {
  return band === 'no_reliable_change' ? PCL5_CHANGE_LABELS[band] : `a ${PCL5_CHANGE_LABELS[band]}`;
}

/** A signed change in points in words: "down 12 points", "up 1 point", "no change". Lower is better on the PCL-5. */
export function pcl5PointsChange(difference: number): string {
  const size = Math.abs(difference);
  if (size === 0) return 'no change';
  return `${difference < 0 ? 'down' : 'up'} ${size} point${size === 1 ? '' : 's'}`;
}

/** The same with its band's label, as a clinician reads it: "down 12 points (clinically meaningful change)". */
export function pcl5PointsChangeLabel(difference: number): string {
  return `${pcl5PointsChange(difference)} (${PCL5_CHANGE_LABELS[pcl5ChangeBand(difference)]})`;
}

/** How to read a change between two totals, in one sentence (patient-facing). */
export const PCL5_CHANGE_GUIDE = `A change of ${PCL5_RELIABLE_CHANGE_POINTS} points or more is a reliable change and ${PCL5_MEANINGFUL_CHANGE_POINTS} or more a clinically meaningful change (U.S. National Center for PTSD)`;
