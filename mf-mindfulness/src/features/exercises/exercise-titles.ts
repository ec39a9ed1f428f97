import { CBT_EXERCISES } from './cbt-exercises';
import { ExerciseCopy } from './copy';
import { EMDR_GUIDED_EXERCISES } from './emdr-exercises';

const TITLES: Record<string, string> = Object.fromEntries([
  ...[...CBT_EXERCISES, ...EMDR_GUIDED_EXERCISES].map((exercise) => [exercise.subtype, exercise.title]),
  ['bilateral_stimulation', ExerciseCopy.bilateralTitle],
]);

/** The title a person saw for a CBT or EMDR subtype. */
export function exerciseTitle(subtype: string | null): string {
  return (subtype && TITLES[subtype]) || ExerciseCopy.untitled;
}
