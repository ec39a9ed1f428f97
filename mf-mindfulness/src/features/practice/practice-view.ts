import { MINDFULNESS_EXERCISE_VIEWS, MINDFULNESS_TYPES, type MindfulnessType } from '@anchor/contracts';

/** Where the tab is: the picker (no category), a category, one exercise of CBT or EMDR, or the journal. */
export interface PracticeView {
  category: MindfulnessType | 'journal' | null;
  /** The CBT or EMDR subtype on screen. */
  exercise: string | null;
}

export const PICKER_VIEW: PracticeView = { category: null, exercise: null };
export const MEDITATION_VIEW: PracticeView = { category: 'meditation', exercise: null };

const isType = (key: string): key is MindfulnessType => (MINDFULNESS_TYPES as readonly string[]).includes(key);

/** The view a deep link's key opens; an unknown or missing key opens the picker. */
export function viewForKey(key: string | undefined): PracticeView {
  if (!key) return PICKER_VIEW;
  if (isType(key) || key === 'journal') return { category: key, exercise: null };
  const exercise = Object.hasOwn(MINDFULNESS_EXERCISE_VIEWS, key)
    ? MINDFULNESS_EXERCISE_VIEWS[key as keyof typeof MINDFULNESS_EXERCISE_VIEWS]
    : undefined;
  return exercise ? { category: exercise.type, exercise: exercise.subtype } : PICKER_VIEW;
}
