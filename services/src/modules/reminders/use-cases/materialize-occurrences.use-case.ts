import { Injectable } from '@nestjs/common';
import { CreateNotificationBatchUseCase } from '../../notifications/use-cases/create-notification-batch.use-case';
import { type ItemOutcome, outcomeOf } from '../../../common/micro-batcher';
import type { KeyedNotification } from '../../notifications/notification-rows.service';
import type { ReminderScheduleEntity } from '../entities/reminder-schedule.entity';
import { reminderContent } from '../reminder-content';
import { localDate } from '../reminder-time';

export type MaterializeResult = { created: true; notificationId: number } | { created: false; reason: string };

/** One occurrence of a schedule: the schedule as read from PostgreSQL and the instant it was due. */
export interface Occurrence {
  schedule: ReminderScheduleEntity;
  fireAt: Date;
}

/** The per-user key of one occurrence: one notification per schedule and local date, however often it fires. */
export function occurrenceKeyFor(scheduleId: number, fireAt: Date, timeZone: string): string {
  return `s${scheduleId}:${localDate(fireAt, timeZone)}`;
}

/**
 * Writes each occurrence's notification once (or finds it written) and enqueues the pending ones' delivery.
 * One outcome per occurrence, in order: an occurrence whose content cannot be built fails alone.
 */
@Injectable()
export class MaterializeOccurrencesUseCase {
  constructor(private readonly createNotificationBatch: CreateNotificationBatchUseCase) {}

  async execute(occurrences: Occurrence[]): Promise<ItemOutcome<MaterializeResult>[]> {
    const prepared = occurrences.map(({ schedule, fireAt }) => outcomeOf(() => notificationFor(schedule, fireAt)));
    const valid = prepared.flatMap((outcome) => (outcome.ok ? [outcome.value] : []));
    const written = await this.createNotificationBatch.execute(valid);
    let next = 0;
    return prepared.map((outcome) => {
      if (!outcome.ok) return outcome;
      return { ok: true, value: { created: true, notificationId: written[next++].id } };
    });
  }
}

function notificationFor(schedule: ReminderScheduleEntity, fireAt: Date): KeyedNotification {
  return {
    userId: schedule.userId,
    ...reminderContent(schedule, localDate(fireAt, schedule.timeZone)),
    scheduledFor: fireAt,
    scheduleId: schedule.id,
    occurrenceKey: occurrenceKeyFor(schedule.id, fireAt, schedule.timeZone),
  };
}
