import { defaultRepeatStrategy, type RepeatOptions, type RepeatStrategy } from 'bullmq';
import { firingAhead } from './prepare-ahead';

/** How long one computed run is reused: the firings of one minute, while every later call recomputes. */
const REUSE_WINDOW_MS = 60_000;
/** Distinct pattern-and-zone pairs kept; far above the real number (times of day used, times zones). */
const MAX_ENTRIES = 20_000;

/**
 * BullMQ's own cron strategy (cron-parser with `tz`, so DST-safe exactly as before), remembered per pattern
 * and time zone. Every firing asks for its scheduler's next run, and with a time zone cron-parser takes
 * milliseconds of CPU: for 10,000 reminders of one minute that was most of the worker's time. The next run
 * N found from instant t is the first run after t, so it is also the next run from any instant in [t, N):
 * within that range (and a short window) the remembered N is returned instead of computed again.
 */
export function memoizedRepeatStrategy(): RepeatStrategy {
  const remembered = new Map<string, { from: number; next: number }>();
  return (millis: number, opts: RepeatOptions) => {
    if (!opts.pattern || opts.startDate || opts.endDate || opts.utc || opts.immediately) {
      return defaultRepeatStrategy(millis, opts);
    }
    const key = `${opts.pattern}|${opts.tz ?? ''}`;
    const known = remembered.get(key);
    if (known && millis >= known.from && millis < known.next && millis - known.from < REUSE_WINDOW_MS) {
      return known.next;
    }
    const next = defaultRepeatStrategy(millis, opts);
    if (typeof next === 'number' && next > millis) {
      if (remembered.size >= MAX_ENTRIES) remembered.clear();
      remembered.set(key, { from: millis, next });
    }
    return next;
  };
}

/**
 * One for the process: the reminders queue (scheduler upserts) and its worker (every firing) share it. Daily
 * reminders fire ahead of their time (firingAhead).
 */
export const reminderRepeatStrategy = firingAhead(memoizedRepeatStrategy());
