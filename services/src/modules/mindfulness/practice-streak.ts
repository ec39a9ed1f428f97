import type { PracticeStreakFigures } from '@anchor/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one 'YYYY-MM-DD' date to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * Streaks from the dates a person practised ('YYYY-MM-DD' in their time zone, ascending, distinct).
 *
 * A streak counts days with practice. Up to `graceDays` days without practice in a row do not end it
 * (life happens; a missed day should not wipe out a habit), and the streak still running includes
 * one that could go on today: its last practice day is at most graceDays + 1 days before today.
 */
export function practiceStreak(
  practiceDays: readonly string[],
  today: string,
  graceDays: number,
): PracticeStreakFigures {
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of practiceDays) {
    run = previous !== null && daysBetween(previous, day) <= graceDays + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const alive = previous !== null && daysBetween(previous, today) <= graceDays + 1;
  return { current: alive ? run : 0, longest, practisedToday: previous === today };
}
