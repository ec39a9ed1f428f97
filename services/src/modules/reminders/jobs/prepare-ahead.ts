import type { RepeatStrategy } from 'bullmq';
import { ReminderJob } from '@anchor/contracts';
import type { ReminderScheduleEntity } from '../entities/reminder-schedule.entity';
import { nextDailyRun } from '../reminder-time';

/**
 * How long before its time a daily reminder is written and its Web Pushes encrypted. Thousands of reminders share
 * a minute (on the hour, the half hour): done at the minute, writing the rows and encrypting the pushes made the
 * last of them tens of seconds late. Ahead of it, the minute itself only flips the rows to sent and POSTs.
 */
export const PREPARE_AHEAD_MS = 60_000;

/**
 * The reminders queue's repeat strategy: a daily schedule's firing comes PREPARE_AHEAD_MS before each run of its
 * cron (pattern and time zone, so still DST-safe), every other scheduler as `strategy` says. The run after
 * instant t is found from t + PREPARE_AHEAD_MS, so a firing at T - PREPARE_AHEAD_MS leads to the next day's.
 */
export function firingAhead(strategy: RepeatStrategy): RepeatStrategy {
  return (millis, opts, jobName) => {
    if (jobName !== ReminderJob.materializeReminder) return strategy(millis, opts, jobName);
    const next = strategy(millis + PREPARE_AHEAD_MS, opts, jobName);
    if (typeof next === 'number') return next - PREPARE_AHEAD_MS;
    return Promise.resolve(next).then((run) => (typeof run === 'number' ? run - PREPARE_AHEAD_MS : run));
  };
}

/** The occurrence a firing at `firedAt` is for: the schedule's first run at or after it. */
export function occurrenceOfFiring(schedule: ReminderScheduleEntity & { localTime: string }, firedAt: Date): Date {
  return nextDailyRun(schedule.localTime, schedule.timeZone, new Date(firedAt.getTime() - 1));
}

/**
 * The run of a daily schedule that is already inside the look-ahead (due within PREPARE_AHEAD_MS of `now`, and not
 * before the schedule took effect): its scheduler has moved past it, so whoever changes or rebuilds schedules
 * writes it. `nextRun` lets a caller reuse runs shared by many schedules (cron-parser with a time zone is slow).
 */
export function runInsideLookAhead(
  schedule: ReminderScheduleEntity & { localTime: string },
  now: Date,
  nextRun: (localTime: string, timeZone: string, after: Date) => Date = nextDailyRun,
): Date | null {
  const run = nextRun(schedule.localTime, schedule.timeZone, now);
  const inside = run.getTime() - now.getTime() <= PREPARE_AHEAD_MS && run >= schedule.effectiveFrom;
  return inside ? run : null;
}
