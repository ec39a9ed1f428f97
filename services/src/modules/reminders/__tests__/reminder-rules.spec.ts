import { WELLNESS_TIPS, wellnessTipFor } from '../wellness-tips';
import { dailyCronPattern, localDate, nextDailyRun, notBefore } from '../reminder-time';
import { medicationBody } from '../reminder-content';

describe('reminder rules', () => {
  it('has at least 30 short, distinct wellness tips and rotates them daily', () => {
    expect(WELLNESS_TIPS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(WELLNESS_TIPS).size).toBe(WELLNESS_TIPS.length);
    for (const tip of WELLNESS_TIPS) expect(tip.length).toBeLessThanOrEqual(140);
    expect(wellnessTipFor(1, '2025-06-01')).not.toBe(wellnessTipFor(1, '2025-06-02'));
    expect(wellnessTipFor(1, '2025-06-01')).toBe(wellnessTipFor(1, '2025-06-01'));
  });

  it('turns HH:MM into a daily cron pattern and keeps it local across DST in Europe', () => {
    expect(dailyCronPattern('08:05')).toBe('5 8 * * *');
    expect(nextDailyRun('09:00', 'Europe/Paris', new Date('2025-03-29T12:00:00Z')).toISOString()).toBe(
      '2025-03-30T07:00:00.000Z',
    );
    expect(nextDailyRun('09:00', 'Europe/Paris', new Date('2025-03-28T12:00:00Z')).toISOString()).toBe(
      '2025-03-29T08:00:00.000Z',
    );
    expect(localDate(new Date('2025-03-30T23:30:00Z'), 'Europe/Paris')).toBe('2025-03-31');
  });

  it('moves a time earlier than now to the next day', () => {
    const now = new Date('2025-05-01T12:00:00Z');
    expect(notBefore(new Date('2025-05-01T08:00:00Z'), now).toISOString()).toBe('2025-05-02T08:00:00.000Z');
    expect(notBefore(new Date('2025-05-01T13:00:00Z'), now).toISOString()).toBe('2025-05-01T13:00:00.000Z');
  });

  it('words medication reminders with and without a dose', () => {
    expect(medicationBody('Sertraline', '50 mg')).toBe('Time to take Sertraline (50 mg).');
    expect(medicationBody('Sertraline', null)).toBe('Time to take Sertraline.');
  });
});
