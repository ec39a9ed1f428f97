import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { CreateNotificationBatchUseCase } from '../../notifications/use-cases/create-notification-batch.use-case';
import { type ItemOutcome, outcomeOf } from '../../../common/micro-batcher';
import type { KeyedNotification, WrittenNotification } from '../../notifications/notification-rows.service';
import { ReminderScheduleEntity } from '../entities/reminder-schedule.entity';
import { reminderContent } from '../reminder-content';
import { localDate } from '../reminder-time';
import { isDaily } from '../jobs/reminder-jobs.service';

export type MaterializeResult = { created: true; notificationId: number } | { created: false; reason: string };

/** One occurrence of a schedule: the schedule as read from PostgreSQL and the instant it is due. */
export interface Occurrence {
  schedule: ReminderScheduleEntity;
  fireAt: Date;
}

/** The per-user key of one occurrence: one notification per schedule and local date, however often it fires. */
export function occurrenceKeyFor(scheduleId: number, fireAt: Date, timeZone: string): string {
  return `s${scheduleId}:${localDate(fireAt, timeZone)}`;
}

/**
 * Writes each occurrence's notification once (or finds it written) and enqueues the pending ones' delivery,
 * ahead of its time or late. One outcome per occurrence, in order: an occurrence whose content cannot be built
 * fails alone, and one whose schedule changed since it was read (switched off, edited, moved) is not written.
 */
@Injectable()
export class MaterializeOccurrencesUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly createNotificationBatch: CreateNotificationBatchUseCase,
  ) {}

  async execute(occurrences: Occurrence[]): Promise<ItemOutcome<MaterializeResult>[]> {
    const prepared = occurrences.map(({ schedule, fireAt }) => outcomeOf(() => notificationFor(schedule, fireAt)));
    const { written, current } = await this.dataSource.transaction(async (manager) => {
      const versions = await this.lockCurrentVersions(manager, occurrences);
      const current = occurrences.map(({ schedule }) => versions.get(schedule.id) === schedule.version);
      const valid = prepared.flatMap((outcome, index) => (outcome.ok && current[index] ? [outcome.value] : []));
      return { written: await this.createNotificationBatch.write(valid, manager), current };
    });
    await this.createNotificationBatch.dispatch(written);
    return this.outcomes(prepared, current, written);
  }

  /**
   * The version of each schedule still on and daily, read with a share lock held until the rows are written: a
   * change to a schedule (which withdraws its pending occurrences in its own transaction) waits for this write, or
   * this write sees the change. Either way no copy of an outdated schedule stays behind.
   */
  private async lockCurrentVersions(manager: EntityManager, occurrences: Occurrence[]): Promise<Map<number, number>> {
    const ids = [...new Set(occurrences.map(({ schedule }) => schedule.id))];
    if (ids.length === 0) return new Map();
    const rows = await manager.getRepository(ReminderScheduleEntity).find({
      where: { id: In(ids) },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_read' },
    });
    return new Map(rows.filter(isDaily).map((row) => [row.id, row.version]));
  }

  private outcomes(
    prepared: ItemOutcome<KeyedNotification>[],
    current: boolean[],
    written: WrittenNotification[],
  ): ItemOutcome<MaterializeResult>[] {
    let next = 0;
    return prepared.map((outcome, index) => {
      if (!outcome.ok) return outcome;
      if (!current[index]) return { ok: true, value: { created: false, reason: 'schedule changed' } };
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
