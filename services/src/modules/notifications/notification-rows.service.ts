import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { NotificationData, NotificationType } from '@anchor/contracts';
import { encryptedText } from '../../database/encrypted-text.transformer';
import { NotificationEntity } from './entities/notification.entity';
import {
  insertNotificationRows,
  insertNotificationUnlessWritten,
  type NotificationColumns,
  notificationsOfOccurrences,
} from './notifications.queries';

export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  data: NotificationData;
  /** When it should reach the user; null for "now" (send-immediate). */
  scheduledFor: Date | null;
  scheduleId?: number | null;
  /** Unique per user: a second create with the same key returns the first row and creates nothing. */
  occurrenceKey?: string | null;
}

/** A notification of a reminder occurrence: the key makes writing it again return the first row. */
export type KeyedNotification = NewNotification & { occurrenceKey: string };

/** What a batch write reports per input: the row (new or already there) that holds this occurrence. */
export interface WrittenNotification {
  id: number;
  status: NotificationEntity['status'];
  scheduledFor: Date | null;
}

/**
 * Idempotent inserts into the notifications table: a row whose (user, occurrence key) already exists is not
 * written again, and the existing row is returned instead.
 */
@Injectable()
export class NotificationRowsService {
  constructor(@InjectRepository(NotificationEntity) private readonly notifications: Repository<NotificationEntity>) {}

  /** Inside the caller's transaction; the caller enqueues a pending one after commit. */
  async insert(input: NewNotification, manager: EntityManager): Promise<NotificationEntity> {
    const repository = manager.getRepository(NotificationEntity);
    const id = await insertNotificationUnlessWritten(manager, {
      userId: input.userId,
      type: input.type,
      title: input.title,
      message: input.message,
      data: JSON.stringify(input.data),
      scheduled: input.scheduledFor !== null,
      scheduledFor: input.scheduledFor,
      scheduleId: input.scheduleId ?? null,
      occurrenceKey: input.occurrenceKey ?? null,
    });
    if (id !== undefined) return repository.findOneByOrFail({ id });
    return repository.findOneByOrFail({ userId: input.userId, occurrenceKey: input.occurrenceKey ?? undefined });
  }

  /**
   * Many occurrences at once (the reminders of one minute): one multi-row INSERT … ON CONFLICT DO NOTHING,
   * then one read of the rows that were already there. The result is in the order of `inputs`. Inside the
   * caller's transaction when a manager is given.
   */
  async insertMany(inputs: KeyedNotification[], manager?: EntityManager): Promise<WrittenNotification[]> {
    if (inputs.length === 0) return [];
    const db = manager ?? this.notifications;
    const rows = await insertNotificationRows(db, columnsOf(inputs));
    const byKey = new Map(rows.map((row) => [occurrenceOf(row.user_id, row.occurrence_key), row]));
    const missing = inputs.filter((input) => !byKey.has(occurrenceOf(input.userId, input.occurrenceKey)));
    if (missing.length > 0) {
      const existing = await notificationsOfOccurrences(
        db,
        missing.map((input) => input.userId),
        missing.map((input) => input.occurrenceKey),
      );
      for (const row of existing) byKey.set(occurrenceOf(row.user_id, row.occurrence_key), row);
    }
    const written = inputs.map((input) => {
      const row = byKey.get(occurrenceOf(input.userId, input.occurrenceKey));
      if (!row)
        throw new Error(`Notification ${input.occurrenceKey} of user ${input.userId} neither written nor found`);
      return { id: row.id, status: row.status, scheduledFor: row.scheduled_for };
    });
    return written;
  }
}

/** The rows' columns as the batch insert takes them, free text encrypted (raw SQL bypasses the entity's transformers). */
function columnsOf(inputs: KeyedNotification[]): NotificationColumns {
  const encrypted = (text: string) => encryptedText.to(text) as string;
  return {
    userIds: inputs.map((input) => input.userId),
    types: inputs.map((input) => input.type),
    titles: inputs.map((input) => encrypted(input.title)),
    messages: inputs.map((input) => encrypted(input.message)),
    data: inputs.map((input) => encrypted(JSON.stringify(input.data))),
    scheduled: inputs.map((input) => input.scheduledFor !== null),
    scheduledFor: inputs.map((input) => input.scheduledFor),
    scheduleIds: inputs.map((input) => input.scheduleId ?? null),
    occurrenceKeys: inputs.map((input) => input.occurrenceKey),
  };
}

function occurrenceOf(userId: number, occurrenceKey: string): string {
  return `${userId}|${occurrenceKey}`;
}
