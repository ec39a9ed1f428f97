import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { And, type EntityManager, In, IsNull, LessThanOrEqual, MoreThan, type Repository } from 'typeorm';
import type { NotificationAction, NotificationItem, NotificationListResponse } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { Clock } from '../../common/clock';
import { NotificationEntity } from './entities/notification.entity';
import { parseData, toNotificationItem } from './notification.mapper';
import {
  markDueNotificationsRead,
  medicationReminderRows,
  pageOfVisibleNotifications,
  recordFirstAction,
  writtenOccurrenceKeys,
} from './notifications.queries';

/** One medication reminder as adherence reads it: which dose it was for and what the person did. */
export interface MedicationReminderRecord {
  id: number;
  medicationId: number | null;
  /** `s<schedule>:<local date>` for a daily dose, `snooze:<notification id>` for a snoozed one brought back. */
  occurrenceKey: string | null;
  /** When it was due (its creation for one sent at once). */
  dueAt: Date;
  actionTaken: NotificationAction | null;
}

/**
 * Reads and plain writes of the notifications table, for this module and the modules built on it (reminders).
 * The in-app list shows every notification of the caller that is due (a future one-off stays hidden until then).
 */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectRepository(NotificationEntity) private readonly notifications: Repository<NotificationEntity>,
    private readonly clock: Clock,
  ) {}

  async list(userId: number, page: number, pageSize: number): Promise<NotificationListResponse> {
    const { rows, total, unreadCount } = await pageOfVisibleNotifications(
      this.notifications.manager,
      userId,
      this.clock.now(),
      { skip: (page - 1) * pageSize, take: pageSize },
    );
    return { items: rows.map(toNotificationItem), unreadCount, total, page, pageSize };
  }

  async markRead(userId: number, id: number): Promise<NotificationItem> {
    const notification = await this.findOwn(userId, id);
    if (!notification.readAt) {
      await this.notifications.update({ id, userId, readAt: IsNull() }, { readAt: this.clock.now() });
    }
    return toNotificationItem(await this.findOwn(userId, id));
  }

  async markAllRead(userId: number): Promise<{ updated: number }> {
    return { updated: await markDueNotificationsRead(this.notifications.manager, userId, this.clock.now()) };
  }

  /** 404 for another user's notification as for a missing one: ids of others are not revealed. */
  async findOwn(userId: number, id: number): Promise<NotificationEntity> {
    const notification = await this.notifications.findOneBy({ id, userId });
    if (!notification) throw new ApiException(404, 'Notification not found');
    return notification;
  }

  /** The first action on a notification is the record (medication adherence); repeating one changes nothing. */
  async recordAction(userId: number, id: number, action: NotificationAction, manager?: EntityManager): Promise<void> {
    await recordFirstAction(manager ?? this.notifications.manager, userId, id, action, this.clock.now());
  }

  /** The caller's medication reminders due from `from` (inclusive) to `to` (exclusive), oldest first. */
  async medicationRemindersBetween(userId: number, from: Date, to: Date): Promise<MedicationReminderRecord[]> {
    const rows = await medicationReminderRows(this.notifications.manager, userId, from, to);
    return rows.map((row) => {
      const { medicationId } = parseData(row);
      return {
        id: row.id,
        medicationId: typeof medicationId === 'number' ? medicationId : null,
        occurrenceKey: row.occurrenceKey,
        dueAt: row.scheduledFor ?? row.createdAt,
        actionTaken: row.actionTaken,
      };
    });
  }

  /** Inside the caller's transaction: deletes the not yet delivered notifications of these schedules. */
  async deletePendingOfSchedules(scheduleIds: number[], manager: EntityManager): Promise<number[]> {
    if (scheduleIds.length === 0) return [];
    const repository = manager.getRepository(NotificationEntity);
    const rows = await repository.find({
      select: { id: true },
      where: { scheduleId: In(scheduleIds), status: 'pending' },
    });
    const ids = rows.map((row) => row.id);
    if (ids.length > 0) await repository.delete(ids);
    return ids;
  }

  /**
   * Inside the caller's transaction: deletes the pending notifications of these schedules due in (from, to] (a
   * changed schedule's occurrence written ahead of its time), so that no stale copy of it is delivered.
   */
  async withdrawPendingOfSchedulesDue(
    scheduleIds: number[],
    from: Date,
    to: Date,
    manager: EntityManager,
  ): Promise<number[]> {
    if (scheduleIds.length === 0) return [];
    const repository = manager.getRepository(NotificationEntity);
    const rows = await repository.find({
      select: { id: true },
      where: { scheduleId: In(scheduleIds), status: 'pending', scheduledFor: And(MoreThan(from), LessThanOrEqual(to)) },
    });
    const ids = rows.map((row) => row.id);
    if (ids.length > 0) await repository.delete(ids);
    return ids;
  }

  /** Which of these occurrence keys of these schedules already have their notification. */
  async writtenOccurrenceKeys(scheduleIds: number[], keys: string[]): Promise<Set<string>> {
    return new Set(await writtenOccurrenceKeys(this.notifications.manager, scheduleIds, keys));
  }
}
