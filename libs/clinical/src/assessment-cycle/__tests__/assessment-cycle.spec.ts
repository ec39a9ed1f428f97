import {
  assessmentStatus,
  daysSince,
  isAssessmentBannerVisible,
  isRecentlyCompleted,
  isReminderDay,
  shouldPromptMonthly,
} from '../assessment-cycle';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-31T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describe('assessment cycle status', () => {
  it('is overdue with the first-assessment message when none was recorded', () => {
    expect(assessmentStatus(null, now)).toEqual({
      status: 'overdue',
      daysRemaining: 1,
      message: "You haven't taken your first monthly assessment yet",
      lastCompletedAt: null,
      daysSinceLast: null,
    });
  });

  it.each([
    [0, 'current', 30, 'Your next monthly assessment is due in 30 days'],
    [22, 'current', 8, 'Your next monthly assessment is due in 8 days'],
    [23, 'due_soon', 7, 'Your monthly assessment is due in 7 days'],
    [29, 'due_soon', 1, 'Your monthly assessment is due in 1 day'],
    [30, 'overdue', 1, 'Your monthly assessment is overdue'],
    [45, 'overdue', 1, 'Your monthly assessment is overdue'],
  ] as const)('on day %i is %s with %i days remaining', (days, status, daysRemaining, message) => {
    const last = daysAgo(days);
    expect(assessmentStatus(last, now)).toEqual({
      status,
      daysRemaining,
      message,
      lastCompletedAt: last.toISOString(),
      daysSinceLast: days,
    });
  });

  it('counts whole days: one millisecond short of a day is still day 0', () => {
    expect(daysSince(new Date(now.getTime() - DAY + 1), now)).toBe(0);
    expect(daysSince(new Date(now.getTime() - 23 * DAY + 1), now)).toBe(22);
    expect(assessmentStatus(new Date(now.getTime() - 23 * DAY + 1), now).status).toBe('current');
  });

  it('treats a last time slightly in the future (clock skew) as day 0', () => {
    expect(daysSince(new Date(now.getTime() + 5000), now)).toBe(0);
  });

  it('prompts monthly whenever the status is not current', () => {
    expect(shouldPromptMonthly('current')).toBe(false);
    expect(shouldPromptMonthly('due_soon')).toBe(true);
    expect(shouldPromptMonthly('overdue')).toBe(true);
  });
});

describe('monthly banner visibility', () => {
  const visibleOn = (days: number | null) =>
    isAssessmentBannerVisible(assessmentStatus(days === null ? null : daysAgo(days), now));

  it.each([
    [null, true],
    [0, false],
    [6, false],
    [7, false],
    [22, false],
    [23, true],
    [29, true],
    [30, true],
  ])('with the last assessment %s days ago is visible: %s', (days, visible) => {
    expect(visibleOn(days)).toBe(visible);
  });

  it('hides under 7 days even if the status were not current, and shows current with 7 days left', () => {
    expect(isAssessmentBannerVisible({ status: 'overdue', daysRemaining: 1, daysSinceLast: 6 })).toBe(false);
    expect(isAssessmentBannerVisible({ status: 'current', daysRemaining: 7, daysSinceLast: 23 })).toBe(true);
    expect(isAssessmentBannerVisible({ status: 'current', daysRemaining: 8, daysSinceLast: 22 })).toBe(false);
  });

  it('marks under 7 days as recently completed', () => {
    expect(isRecentlyCompleted(6)).toBe(true);
    expect(isRecentlyCompleted(7)).toBe(false);
    expect(isRecentlyCompleted(null)).toBe(false);
  });
});

describe('reminder days', () => {
  it.each([
    [0, false],
    [22, false],
    [23, true],
    [24, false],
    [29, false],
    [30, true],
    [36, false],
    [37, true],
    [44, true],
    [-7, false],
    [23.5, false],
  ])('day %s is a reminder day: %s', (days, expected) => {
    expect(isReminderDay(days)).toBe(expected);
  });
});
