import type { MedicationReminderRecord } from '../../notifications/notifications.service';
import { adherenceWeeks, dosesOf, weekStarts } from '../medication-adherence';

const TZ = 'America/Los_Angeles';
/** Wednesday 17 June 2026, local. */
const TODAY = '2026-06-17';

let nextId = 1;
function reminder(
  dueAt: string,
  actionTaken: MedicationReminderRecord['actionTaken'] = null,
  extra: Partial<MedicationReminderRecord> = {},
): MedicationReminderRecord {
  const id = nextId++;
  return {
    id,
    medicationId: 7,
    occurrenceKey: `s1:${dueAt.slice(0, 10)}`,
    dueAt: new Date(dueAt),
    actionTaken,
    ...extra,
  };
}
const snoozeOf = (
  parent: MedicationReminderRecord,
  dueAt: string,
  actionTaken: MedicationReminderRecord['actionTaken'] = null,
) => reminder(dueAt, actionTaken, { occurrenceKey: `snooze:${parent.id}` });

describe('medication adherence', () => {
  it('counts Taken as taken, a snooze never confirmed as snoozed, and no action by the end of the day as missed', () => {
    const snoozedThenTaken = reminder('2026-06-15T16:00:00Z', 'snooze');
    const records = [
      reminder('2026-06-14T16:00:00Z', 'taken'),
      snoozedThenTaken,
      snoozeOf(snoozedThenTaken, '2026-06-15T16:10:00Z', 'taken'),
      reminder('2026-06-16T16:00:00Z', 'snooze'),
      reminder('2026-06-13T16:00:00Z'),
      // Today, no answer yet: pending, not missed.
      reminder('2026-06-17T16:00:00Z'),
    ];
    const doses = dosesOf(records, TZ, TODAY);
    expect(doses.map((dose) => [dose.day, dose.outcome])).toEqual([
      ['2026-06-14', 'taken'],
      ['2026-06-15', 'taken'],
      ['2026-06-16', 'snoozed'],
      ['2026-06-13', 'missed'],
      ['2026-06-17', 'pending'],
    ]);
  });

  it('places a dose on the local day it was due, not the UTC day', () => {
    // 06:30 UTC on the 16th is 23:30 on the 15th in Los Angeles.
    const [dose] = dosesOf([reminder('2026-06-16T06:30:00Z')], TZ, TODAY);
    expect(dose.day).toBe('2026-06-15');
  });

  it('follows a snooze of a snooze back to its dose and ignores a repeat whose dose is outside the period', () => {
    const first = reminder('2026-06-10T16:00:00Z', 'snooze');
    const second = snoozeOf(first, '2026-06-10T16:10:00Z', 'snooze');
    const third = snoozeOf(second, '2026-06-10T16:20:00Z', 'taken');
    const orphan = reminder('2026-06-11T16:00:00Z', 'taken', { occurrenceKey: 'snooze:999999' });
    expect(dosesOf([first, second, third, orphan], TZ, TODAY)).toEqual([
      { medicationId: 7, day: '2026-06-10', outcome: 'taken' },
    ]);
  });

  it('gives Monday-to-Sunday weeks ending with the current one and a whole percentage taken per week', () => {
    const starts = weekStarts(TODAY, 3);
    expect(starts).toEqual(['2026-06-01', '2026-06-08', '2026-06-15']);
    const weeks = adherenceWeeks(
      [
        { medicationId: 7, day: '2026-06-08', outcome: 'taken' },
        { medicationId: 7, day: '2026-06-09', outcome: 'taken' },
        { medicationId: 7, day: '2026-06-10', outcome: 'snoozed' },
        { medicationId: 7, day: '2026-06-14', outcome: 'missed' },
        { medicationId: 7, day: '2026-06-15', outcome: 'taken' },
        { medicationId: 7, day: '2026-06-17', outcome: 'pending' },
      ],
      starts,
    );
    expect(weeks).toEqual([
      { weekStart: '2026-06-01', taken: 0, snoozed: 0, missed: 0, percent: null },
      { weekStart: '2026-06-08', taken: 2, snoozed: 1, missed: 1, percent: 50 },
      { weekStart: '2026-06-15', taken: 1, snoozed: 0, missed: 0, percent: 100 },
    ]);
  });
});
