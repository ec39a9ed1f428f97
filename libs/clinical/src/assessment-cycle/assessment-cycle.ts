import type { AssessmentCycleStatus, AssessmentStatus } from '@anchor/contracts';

/** Monthly cycle constants: one PCL-5 every 30 days, reminders from day 23. */
export const ASSESSMENT_CYCLE_DAYS = 30;
export const ASSESSMENT_DUE_SOON_FROM_DAY = 23;
export const ASSESSMENT_REMINDER_FIRST_DAY = 23;
export const ASSESSMENT_REMINDER_INTERVAL_DAYS = 7;
/** Under this many days since the last assessment the banner hides and the "complete" panel shows. */
export const ASSESSMENT_RECENT_DAYS = 7;
/** The banner shows for a current status only when this many days or fewer remain. */
export const ASSESSMENT_BANNER_MAX_DAYS_REMAINING = 7;
export const ASSESSMENT_BANNER_RECHECK_MS = 30_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole UTC days between two instants; a last time in the future counts as day 0. */
export function daysSince(last: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - last.getTime()) / DAY_MS));
}

export function assessmentCycleStatus(daysSinceLast: number | null): AssessmentCycleStatus {
  if (daysSinceLast === null || daysSinceLast >= ASSESSMENT_CYCLE_DAYS) return 'overdue';
  if (daysSinceLast >= ASSESSMENT_DUE_SOON_FROM_DAY) return 'due_soon';
  return 'current';
}

/** Days until the next assessment is due, shown as at least 1. */
export function assessmentDaysRemaining(daysSinceLast: number | null): number {
  return Math.max(1, ASSESSMENT_CYCLE_DAYS - (daysSinceLast ?? ASSESSMENT_CYCLE_DAYS));
}

function dayWord(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

export function assessmentStatusMessage(
  status: AssessmentCycleStatus,
  daysRemaining: number,
  hasTakenOne: boolean,
): string {
  if (status === 'current') return `Your next monthly assessment is due in ${dayWord(daysRemaining)}`;
  if (status === 'due_soon') return `Your monthly assessment is due in ${dayWord(daysRemaining)}`;
  return hasTakenOne ? 'Your monthly assessment is overdue' : "You haven't taken your first monthly assessment yet";
}

/** The whole status for a user whose last completed (or skipped) assessment was at `lastCompletedAt`. */
export function assessmentStatus(lastCompletedAt: Date | null, now: Date): AssessmentStatus {
  const daysSinceLast = lastCompletedAt ? daysSince(lastCompletedAt, now) : null;
  const status = assessmentCycleStatus(daysSinceLast);
  const daysRemaining = assessmentDaysRemaining(daysSinceLast);
  return {
    status,
    daysRemaining,
    message: assessmentStatusMessage(status, daysRemaining, lastCompletedAt !== null),
    lastCompletedAt: lastCompletedAt?.toISOString() ?? null,
    daysSinceLast,
  };
}

/** Banner rule: hidden under 7 days since the last one, or current with more than 7 days left. */
export function isAssessmentBannerVisible(
  status: Pick<AssessmentStatus, 'status' | 'daysRemaining' | 'daysSinceLast'>,
) {
  if (status.daysSinceLast !== null && status.daysSinceLast < ASSESSMENT_RECENT_DAYS) return false;
  return !(status.status === 'current' && status.daysRemaining > ASSESSMENT_BANNER_MAX_DAYS_REMAINING);
}

/** The monthly prompt appears whenever the assessment is not current. */
export function shouldPromptMonthly(status: AssessmentCycleStatus): boolean {
  return status !== 'current';
}

/** Reminder days: day 23, then every 7th day after it (23, 30, 37, ...). */
export function isReminderDay(daysSinceLast: number): boolean {
  if (!Number.isInteger(daysSinceLast) || daysSinceLast < ASSESSMENT_REMINDER_FIRST_DAY) return false;
  return (daysSinceLast - ASSESSMENT_REMINDER_FIRST_DAY) % ASSESSMENT_REMINDER_INTERVAL_DAYS === 0;
}

/** Under 7 days since the last one: the assessment page shows the "complete" panel with an optional retake. */
export function isRecentlyCompleted(daysSinceLast: number | null): boolean {
  return daysSinceLast !== null && daysSinceLast < ASSESSMENT_RECENT_DAYS;
}
