import type { NotificationAction, NotificationType } from '@anchor/contracts';
import { Brackets, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { Queryable } from '../../database/queryable';
import { NotificationEntity } from './entities/notification.entity';
import { PushSubscriptionEntity } from './entities/push-subscription.entity';

// The SQL and query builders of the notifications and push_subscriptions tables, outside delivery (whose
// statements are in delivery/delivery.queries.ts). Every read or write of a person's rows is scoped to them, and
// a subscription upsert never moves a row from another account: it answers no id, and the caller refuses.

/** The user's notifications that are due (a future one-off stays hidden until then). */
function visible(manager: EntityManager, userId: number, now: Date): SelectQueryBuilder<NotificationEntity> {
  return manager
    .getRepository(NotificationEntity)
    .createQueryBuilder('n')
    .where('n.user_id = :userId', { userId })
    .andWhere(
      new Brackets((where) => where.where('n.scheduled_for IS NULL').orWhere('n.scheduled_for <= :now', { now })),
    );
}

/** One page of the in-app list, newest first, with the total and the unread count. */
export async function pageOfVisibleNotifications(
  manager: EntityManager,
  userId: number,
  now: Date,
  page: { skip: number; take: number },
): Promise<{ rows: NotificationEntity[]; total: number; unreadCount: number }> {
  const [rows, total] = await visible(manager, userId, now)
    .orderBy('COALESCE(n.scheduled_for, n.created_at)', 'DESC')
    .addOrderBy('n.id', 'DESC')
    .skip(page.skip)
    .take(page.take)
    .getManyAndCount();
  const unreadCount = await visible(manager, userId, now).andWhere('n.read_at IS NULL').getCount();
  return { rows, total, unreadCount };
}

/** Marks every due unread notification of the user read; answers how many. */
export async function markDueNotificationsRead(manager: EntityManager, userId: number, now: Date): Promise<number> {
  const result = await manager
    .getRepository(NotificationEntity)
    .createQueryBuilder()
    .update()
    .set({ readAt: now })
    .where('user_id = :userId AND read_at IS NULL', { userId })
    .andWhere('(scheduled_for IS NULL OR scheduled_for <= :now)', { now })
    .execute();
  return result.affected ?? 0;
}

/** One guarded statement: two actions at once cannot both be the record. */
export async function recordFirstAction(
  manager: EntityManager,
  userId: number,
  id: number,
  action: NotificationAction,
  now: Date,
): Promise<void> {
  await manager
    .getRepository(NotificationEntity)
    .createQueryBuilder()
    .update()
    .set({ actionTaken: action, actionAt: now, readAt: () => 'COALESCE(read_at, :now)' })
    .where('id = :id AND user_id = :userId AND action_taken IS NULL', { id, userId, now })
    .execute();
}

/** The user's medication reminders due from `from` (inclusive) to `to` (exclusive), oldest first. */
export function medicationReminderRows(
  manager: EntityManager,
  userId: number,
  from: Date,
  to: Date,
): Promise<NotificationEntity[]> {
  return manager
    .getRepository(NotificationEntity)
    .createQueryBuilder('n')
    .select(['n.id', 'n.data', 'n.occurrenceKey', 'n.scheduledFor', 'n.createdAt', 'n.actionTaken'])
    .where('n.user_id = :userId', { userId })
    .andWhere("n.type = 'medication'")
    .andWhere('COALESCE(n.scheduled_for, n.created_at) >= :from', { from })
    .andWhere('COALESCE(n.scheduled_for, n.created_at) < :to', { to })
    .orderBy('COALESCE(n.scheduled_for, n.created_at)', 'ASC')
    .addOrderBy('n.id', 'ASC')
    .getMany();
}

/** Which of these occurrence keys of these schedules already have their notification. */
export async function writtenOccurrenceKeys(
  manager: EntityManager,
  scheduleIds: number[],
  keys: string[],
): Promise<string[]> {
  // ANY over two array parameters: thousands of keys stay two bind parameters.
  const rows: { key: string }[] = await manager
    .getRepository(NotificationEntity)
    .createQueryBuilder('n')
    .select('n.occurrence_key', 'key')
    .where('n.schedule_id = ANY(:scheduleIds)', { scheduleIds })
    .andWhere('n.occurrence_key = ANY(:keys)', { keys })
    .getRawMany();
  return rows.map((row) => row.key);
}

/** A notification's columns as written (title, message and data as given: the entity encrypts them). */
export type NotificationValues = Pick<
  NotificationEntity,
  'userId' | 'type' | 'title' | 'message' | 'data' | 'scheduled' | 'scheduledFor' | 'scheduleId' | 'occurrenceKey'
>;

/** Inserts the row unless its (user, occurrence key) exists; answers the new id, or undefined when it existed. */
export async function insertNotificationUnlessWritten(
  manager: EntityManager,
  values: NotificationValues,
): Promise<number | undefined> {
  const result = await manager
    .getRepository(NotificationEntity)
    .createQueryBuilder()
    .insert()
    .values(values)
    .orIgnore()
    .execute();
  return (result.identifiers[0] as { id?: number } | undefined)?.id;
}

/** A notification's row as the batch statements answer it. */
export interface WrittenRow {
  id: number;
  user_id: number;
  occurrence_key: string;
  status: NotificationEntity['status'];
  scheduled_for: Date | null;
}

/** Columns of the rows to write, one array each, in the same order; title, message and data already encrypted. */
export interface NotificationColumns {
  userIds: number[];
  types: NotificationType[];
  titles: string[];
  messages: string[];
  data: string[];
  scheduled: boolean[];
  scheduledFor: (Date | null)[];
  scheduleIds: (number | null)[];
  occurrenceKeys: string[];
}

/** One multi-row INSERT … ON CONFLICT DO NOTHING: answers the rows it wrote (not those already there). */
export function insertNotificationRows(db: Queryable, columns: NotificationColumns): Promise<WrittenRow[]> {
  return db.query(
    `INSERT INTO notifications
         (user_id, type, title, message, data, scheduled, scheduled_for, schedule_id, occurrence_key)
       SELECT * FROM unnest($1::int[], $2::varchar[], $3::text[], $4::text[], $5::text[], $6::boolean[],
                            $7::timestamptz[], $8::int[], $9::varchar[])
       ON CONFLICT DO NOTHING
       RETURNING id, user_id, occurrence_key, status, scheduled_for`,
    [
      columns.userIds,
      columns.types,
      columns.titles,
      columns.messages,
      columns.data,
      columns.scheduled,
      columns.scheduledFor,
      columns.scheduleIds,
      columns.occurrenceKeys,
    ],
  );
}

/** The rows of these (user, occurrence key) pairs, given as two arrays of the same length. */
export function notificationsOfOccurrences(
  db: Queryable,
  userIds: number[],
  occurrenceKeys: string[],
): Promise<WrittenRow[]> {
  return db.query(
    `SELECT id, user_id, occurrence_key, status, scheduled_for FROM notifications
          WHERE (user_id, occurrence_key) IN (SELECT * FROM unnest($1::int[], $2::varchar[]))`,
    [userIds, occurrenceKeys],
  );
}

/** The user's native token (or its platform refreshed); undefined when the token belongs to another account. */
export async function upsertNativeSubscription(
  db: Queryable,
  userId: number,
  token: string,
  platform: 'ios' | 'android' | null,
): Promise<number | undefined> {
  const rows: { id: number }[] = await db.query(
    `INSERT INTO push_subscriptions (user_id, kind, native_token, platform) VALUES ($1, 'native', $2, $3)
         ON CONFLICT (native_token) DO UPDATE SET platform = EXCLUDED.platform
           WHERE push_subscriptions.user_id = EXCLUDED.user_id
         RETURNING id`,
    [userId, token, platform],
  );
  return rows[0]?.id;
}

/** The user's Web Push endpoint (or its keys refreshed); undefined when the endpoint belongs to another account. */
export async function upsertWebSubscription(
  db: Queryable,
  userId: number,
  subscription: { endpoint: string; p256dh: string; auth: string },
): Promise<number | undefined> {
  const rows: { id: number }[] = await db.query(
    `INSERT INTO push_subscriptions (user_id, kind, endpoint, p256dh, auth) VALUES ($1, 'web', $2, $3, $4)
       ON CONFLICT (endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth
         WHERE push_subscriptions.user_id = EXCLUDED.user_id
       RETURNING id`,
    [userId, subscription.endpoint, subscription.p256dh, subscription.auth],
  );
  return rows[0]?.id;
}

/** Deletes the user's subscription with this endpoint or native token; answers how many rows went. */
export async function deleteOwnSubscription(manager: EntityManager, userId: number, endpoint: string): Promise<number> {
  const result = await manager
    .getRepository(PushSubscriptionEntity)
    .createQueryBuilder()
    .delete()
    .where('user_id = :userId AND (endpoint = :endpoint OR native_token = :endpoint)', { userId, endpoint })
    .execute();
  return result.affected ?? 0;
}
