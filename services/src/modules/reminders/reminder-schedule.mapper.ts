import type { ReminderSchedule as ReminderScheduleDto } from '@anchor/contracts';
import type { ReminderScheduleEntity } from './entities/reminder-schedule.entity';
import type { MedicationPayload } from './reminder-content';
import { nextDailyRun } from './reminder-time';

export function toReminderScheduleDto(schedule: ReminderScheduleEntity, now: Date): ReminderScheduleDto {
  const medication =
    schedule.kind === 'medication' && schedule.payload ? (JSON.parse(schedule.payload) as MedicationPayload) : null;
  let nextRunAt: string | null = null;
  if (schedule.active && schedule.localTime) {
    nextRunAt = nextDailyRun(schedule.localTime, schedule.timeZone, now).toISOString();
  } else if (schedule.active && schedule.runAt && schedule.runAt > now) {
    nextRunAt = schedule.runAt.toISOString();
  }
  return {
    id: schedule.id,
    kind: schedule.kind,
    time: schedule.localTime,
    runAt: schedule.runAt?.toISOString() ?? null,
    timeZone: schedule.timeZone,
    active: schedule.active,
    medicationId: schedule.medicationId,
    medicationName: medication?.medicationName ?? null,
    dosage: medication?.dosage ?? null,
    nextRunAt,
    createdAt: schedule.createdAt.toISOString(),
  };
}
