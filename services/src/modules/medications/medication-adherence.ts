import type { AdherenceWeek } from '@anchor/contracts';
import { localDay, shiftDay, weekStartOf } from '../../common/local-day';
import type { MedicationReminderRecord } from '../notifications/notifications.service';

export type DoseOutcome = 'taken' | 'snoozed' | 'missed' | 'pending';

/** One scheduled dose of a medication: its reminder and any snoozed repeats of it, as one. */
export interface Dose {
  medicationId: number;
  /** The person's local day the dose was due. */
  day: string;
  outcome: DoseOutcome;
}

const SNOOZE_KEY = /^snooze:(\d+)$/;

/** The reminder a snoozed repeat brings back (following a snooze of a snooze); null when it is out of reach. */
function doseReminderOf(
  record: MedicationReminderRecord,
  byId: ReadonlyMap<number, MedicationReminderRecord>,
): MedicationReminderRecord | null {
  let current = record;
  for (let hops = 0; hops < byId.size; hops++) {
    const repeated = current.occurrenceKey?.match(SNOOZE_KEY);
    if (!repeated) return current;
    const parent = byId.get(Number(repeated[1]));
    if (!parent) return null;
    current = parent;
  }
  return null;
}

/**
 * Groups reminders into doses and decides each one: Taken on the reminder or any repeat of it is taken;
 * otherwise a snooze makes it snoozed; a dose with no action is missed once its day has ended, and
 * pending (not counted) until then.
 */
export function dosesOf(records: readonly MedicationReminderRecord[], timeZone: string, today: string): Dose[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  const actions = new Map<number, Set<string>>();
  for (const record of records) {
    const dose = doseReminderOf(record, byId);
    if (!dose || dose.medicationId === null) continue;
    const taken = actions.get(dose.id) ?? new Set<string>();
    if (record.actionTaken) taken.add(record.actionTaken);
    actions.set(dose.id, taken);
  }
  return [...actions].map(([id, taken]) => {
    const dose = byId.get(id) as MedicationReminderRecord;
    const day = localDay(dose.dueAt, timeZone);
    const outcome: DoseOutcome = taken.has('taken')
      ? 'taken'
      : taken.has('snooze')
        ? 'snoozed'
        : day < today
          ? 'missed'
          : 'pending';
    return { medicationId: dose.medicationId as number, day, outcome };
  });
}

/** `weeks` Monday-to-Sunday weeks ending with the one holding `today`, oldest first. */
export function weekStarts(today: string, weeks: number): string[] {
  const current = weekStartOf(today);
  return Array.from({ length: weeks }, (_unused, index) => shiftDay(current, -7 * (weeks - 1 - index)));
}

/** Taken, snoozed and missed doses per week, and the share taken among those counted. */
export function adherenceWeeks(doses: readonly Dose[], starts: readonly string[]): AdherenceWeek[] {
  return starts.map((weekStart) => {
    const end = shiftDay(weekStart, 7);
    const inWeek = doses.filter((dose) => dose.day >= weekStart && dose.day < end);
    const count = (outcome: DoseOutcome) => inWeek.filter((dose) => dose.outcome === outcome).length;
    const [taken, snoozed, missed] = [count('taken'), count('snoozed'), count('missed')];
    const counted = taken + snoozed + missed;
    return { weekStart, taken, snoozed, missed, percent: counted === 0 ? null : Math.round((taken / counted) * 100) };
  });
}
