import type { ChangeBand, ScoreChange } from '@anchor/contracts';

/** A change of 5 points may be reliable; 10 or more is clinically meaningful (VA PCL-5 guidance). */
export const PCL5_POSSIBLE_CHANGE_POINTS = 5;
export const PCL5_MEANINGFUL_CHANGE_POINTS = 10;

export function pcl5ChangeBand(difference: number): ChangeBand {
  const size = Math.abs(difference);
  if (size >= PCL5_MEANINGFUL_CHANGE_POINTS) return 'meaningful_change';
  if (size >= PCL5_POSSIBLE_CHANGE_POINTS) return 'possible_change';
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

/** How to read a change between two totals, in one sentence. */
export const PCL5_CHANGE_GUIDE = `A change of ${PCL5_POSSIBLE_CHANGE_POINTS} points may be real and ${PCL5_MEANINGFUL_CHANGE_POINTS} or more is meaningful`;
