import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { NotificationData, NotificationType } from '@anchor/contracts';
import { encryptedText } from '../../database/encrypted-text.transformer';
import { NotificationEntity } from './entities/notification.entity';

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

type Query = (sql: string, parameters: unknown[]) => Promise<WrittenRow[]>;

/** A notification of a reminder occurrence: the key makes writing it again return the first row. */
export type KeyedNotification = NewNotification & { occurrenceKey: string };

/** What a batch write reports per input: the row (new or already there) that holds this occurrence. */
export interface WrittenNotification {
  id: number;
  status: NotificationEntity['status'];
  scheduledFor: Date | null;
}

interface WrittenRow {
  id: number;
  user_id: number;
  occurrence_key: string;
  status: NotificationEntity['status'];
  scheduled_for: Date | null;
}

/**
 * Idempotent inserts into the notifications table: a row whose (user, occurrence key) already exists is not
 * written again, and the existing row is returned instead.
 */
@Injectable()
export class NotificationRowsService {
  constructor(@InjectRepository(NotificationEntity) private readonly notifications: Repository<NotificationEntity>) {}

  /** Inside the caller's transaction; the caller enqueues a pending one after commit. */
  async insert(manager: EntityManager, input: NewNotification): Promise<NotificationEntity> {
    const repository = manager.getRepository(NotificationEntity);
    const result = await repository
      .createQueryBuilder()
      .insert()
      .values({
        userId: input.userId,
        type: input.type,
        title: input.title,
        message: input.message,
        data: JSON.stringify(input.data),
        scheduled: input.scheduledFor !== null,
        scheduledFor: input.scheduledFor,
        scheduleId: input.scheduleId ?? null,
        occurrenceKey: input.occurrenceKey ?? null,
      })
      .orIgnore()
      .execute();
    const id = (result.identifiers[0] as { id?: number } | undefined)?.id;
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
    const query = manager ? manager.query.bind(manager) : this.notifications.query.bind(this.notifications);
    const rows = await this.insertRows(inputs, query);
    const byKey = new Map(rows.map((row) => [occurrenceOf(row.user_id, row.occurrence_key), row]));
    const missing = inputs.filter((input) => !byKey.has(occurrenceOf(input.userId, input.occurrenceKey)));
    if (missing.length > 0) {
      const existing: WrittenRow[] = await query(
        `SELECT id, user_id, occurrence_key, status, scheduled_for FROM notifications
          WHERE (user_id, occurrence_key) IN (SELECT * FROM unnest($1::int[], $2::varchar[]))`,
        [missing.map((input) => input.userId), missing.map((input) => input.occurrenceKey)],
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

  private insertRows(inputs: KeyedNotification[], query: Query): Promise<WrittenRow[]> {
    const column = <T>(pick: (input: KeyedNotification) => T) => inputs.map(pick);
    const encrypted = (pick: (input: KeyedNotification) => string) =>
      column((input) => encryptedText.to(pick(input)) as string);
    return query(
      `INSERT INTO notifications
         (user_id, type, title, message, data, scheduled, scheduled_for, schedule_id, occurrence_key)
       SELECT * FROM unnest($1::int[], $2::varchar[], $3::text[], $4::text[], $5::text[], $6::boolean[],
                            $7::timestamptz[], $8::int[], $9::varchar[])
       ON CONFLICT DO NOTHING
       RETURNING id, user_id, occurrence_key, status, scheduled_for`,
      [
        column((input) => input.userId),
        column((input) => input.type),
        encrypted((input) => input.title),
        encrypted((input) => input.message),
        encrypted((input) => JSON.stringify(input.data)),
        column((input) => input.scheduledFor !== null),
        column((input) => input.scheduledFor),
        column((input) => input.scheduleId ?? null),
        column((input) => input.occurrenceKey),
      ],
    );
  }
}

function occurrenceOf(userId: number, occurrenceKey: string): string {
  return `${userId}|${occurrenceKey}`;
}
