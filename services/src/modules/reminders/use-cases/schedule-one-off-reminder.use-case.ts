import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { NotificationEntity } from '../../notifications/entities/notification.entity';
import { NotificationQueueService } from '../../notifications/notification-queue.service';
import { NotificationRowsService } from '../../notifications/notification-rows.service';
import { ReminderScheduleEntity } from '../entities/reminder-schedule.entity';
import type { ReminderContent } from '../reminder-content';

export interface OneOffReminder {
  userId: number;
  runAt: Date;
  content: ReminderContent;
  medicationId?: number | null;
  /** Extra per-user idempotency (snooze: once per notification). Defaults to the schedule's own key. */
  occurrenceKey?: string;
  /**
   * The person's daily schedule this reminder is one occurrence of (a one-off daily mood check): the notification
   * belongs to it (switching it off cancels it) and no one-off schedule row is written.
   */
  scheduleId?: number;
}

/**
 * A reminder at one instant (POST /api/notifications/schedule, snooze): the schedule row and its pending
 * notification are written together; the delivery job is delayed until `runAt`.
 */
@Injectable()
export class ScheduleOneOffReminderUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notificationRows: NotificationRowsService,
    private readonly deliveries: NotificationQueueService,
  ) {}

  async execute(input: OneOffReminder): Promise<NotificationEntity> {
    const notification = await this.dataSource.transaction((manager) => this.write(input, manager));
    await this.enqueue(notification);
    return notification;
  }

  /** Inside the caller's transaction: the schedule row and its notification. Call `enqueue` after commit. */
  async write(input: OneOffReminder, manager: EntityManager): Promise<NotificationEntity> {
    const scheduleId = input.scheduleId ?? (await this.saveOneOffSchedule(manager, input));
    // INSERT … ON CONFLICT DO NOTHING on (user, key): when the key is taken, the row already there is returned.
    const created = await this.notificationRows.insert(
      {
        userId: input.userId,
        ...input.content,
        scheduledFor: input.runAt,
        scheduleId,
        occurrenceKey: input.occurrenceKey ?? `s${scheduleId}:once`,
      },
      manager,
    );
    // The key was taken (a second snooze of the same reminder): keep the first, drop this schedule.
    if (input.scheduleId === undefined && created.scheduleId !== scheduleId) {
      await manager.delete(ReminderScheduleEntity, { id: scheduleId });
    }
    return created;
  }

  private async saveOneOffSchedule(manager: EntityManager, input: OneOffReminder): Promise<number> {
    const schedule = await manager.getRepository(ReminderScheduleEntity).save({
      userId: input.userId,
      kind: 'custom',
      runAt: input.runAt,
      localTime: null,
      medicationId: input.medicationId ?? null,
      payload: JSON.stringify(input.content),
      effectiveFrom: input.runAt,
    });
    return schedule.id;
  }

  /** Queues the delivery of a notification `write` returned, once its transaction has committed. */
  async enqueue(notification: NotificationEntity): Promise<void> {
    await this.deliveries.enqueuePending(notification);
  }
}
