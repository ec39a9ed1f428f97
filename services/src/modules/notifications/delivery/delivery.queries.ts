import type { NotificationType } from '@anchor/contracts';
import type { Queryable } from '../../../database/queryable';
import type { PushSubscriptionKind } from '../entities/push-subscription.entity';

/*
 * The SQL of deliveries: the statements that carry the exactly-once guarantees (see DeliverNotificationUseCase).
 * Each one's text and parameters are kept in a reviewed snapshot (__tests__/__snapshots__/delivery-queries.spec.ts.snap):
 * a change to any of them fails that test until the snapshot is updated with it (`npx jest <spec> -u`) and reviewed.
 */

export interface ClaimedTarget {
  id: number;
  kind: PushSubscriptionKind;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  native_token: string | null;
  platform: 'ios' | 'android' | null;
}

/** A claimed notification as the claim answers it: title, message and data still encrypted. */
export interface ClaimRow {
  id: number;
  user_id: number;
  type: NotificationType;
  title: string;
  message: string;
  data: string | null;
  targets: ClaimedTarget[];
}

/** A pending notification with its users' Web Push subscriptions, to encrypt its pushes ahead of its minute. */
export type PrepareRow = Omit<ClaimRow, 'targets'> & {
  scheduled_for: Date;
  targets: { id: number; endpoint: string; p256dh: string; auth: string }[];
};

/**
 * The rest of a claim, after a CTE `claimed` (the notifications just claimed, their attempt counted): $2 the
 * subscription kinds this worker can push to. Claims 'sending' each of the users' subscriptions whose delivery is
 * not 'sent' yet, so a retry skips served ones, and answers each notification with the subscriptions it claimed.
 */
const CLAIM_TARGETS_SQL = `
  claimed_targets AS (
    INSERT INTO notification_deliveries (notification_id, subscription_id, status)
    SELECT claimed.id, s.id, 'sending'
      FROM claimed JOIN push_subscriptions s ON s.user_id = claimed.user_id
     WHERE s.kind = ANY($2::varchar[])
    ON CONFLICT (notification_id, subscription_id) DO UPDATE
       SET status = 'sending', attempts = notification_deliveries.attempts + 1, updated_at = now()
     WHERE notification_deliveries.status <> 'sent'
    RETURNING notification_id, subscription_id
  )
  SELECT c.id, c.user_id, c.type, c.title, c.message, c.data,
         COALESCE((SELECT json_agg(json_build_object('id', s.id, 'kind', s.kind, 'endpoint', s.endpoint,
                                                     'p256dh', s.p256dh, 'auth', s.auth,
                                                     'native_token', s.native_token, 'platform', s.platform)
                                   ORDER BY s.id)
                     FROM claimed_targets t JOIN push_subscriptions s ON s.id = t.subscription_id
                    WHERE t.notification_id = c.id), '[]'::json) AS targets
    FROM claimed c`;

export interface ClaimByIds {
  /** Distinct notification ids. */
  ids: number[];
  /** The subscription kinds this worker can push to. */
  kinds: PushSubscriptionKind[];
  now: Date;
  holdUntil: Date;
  /** Each notification's holder (its own job's id), in the order of `ids`. */
  holders: string[];
}

/**
 * In one statement (one commit): each notification still pending, and held by nobody else, is held by its holder
 * until `holdUntil`, its attempt counted and its subscriptions claimed. A notification that is final, gone or held
 * by another delivery has no row.
 */
export function claimDeliveries(db: Queryable, claim: ClaimByIds): Promise<ClaimRow[]> {
  return db.query(
    `
  WITH claimed AS (
    UPDATE notifications n SET attempts = n.attempts + 1, claimed_by = h.holder, claimed_until = $4
      FROM unnest($1::int[], $5::varchar[]) AS h(id, holder)
     WHERE n.id = h.id AND n.status = 'pending'
       AND (n.claimed_until IS NULL OR n.claimed_until <= $3 OR n.claimed_by = h.holder)
    RETURNING n.id, n.user_id, n.type, n.title, n.message, n.data
  ), ${CLAIM_TARGETS_SQL}`,
    [claim.ids, claim.kinds, claim.now, claim.holdUntil, claim.holders],
  );
}

export interface ClaimDue {
  limit: number;
  kinds: PushSubscriptionKind[];
  now: Date;
  holdUntil: Date;
  /** The batch job's id. */
  holder: string;
  /** Now, or the instant a batch claims ahead of. */
  dueBy: Date;
  /** Whether the holder takes back what it holds already (a run after the instant: its own earlier run died). */
  takeBack: boolean;
}

/**
 * Claims as claimDeliveries does up to `limit` notifications due by `dueBy`, held by nobody else, that none has
 * failed yet (a failed push is retried by its notification's own job, with backoff). SKIP LOCKED: deliveries
 * claiming at the same moment take different rows.
 */
export function claimDueDeliveries(db: Queryable, claim: ClaimDue): Promise<ClaimRow[]> {
  return db.query(
    `
  WITH due AS (
    SELECT id FROM notifications
     WHERE status = 'pending' AND scheduled_for <= $6 AND last_error IS NULL
       AND (claimed_until IS NULL OR claimed_until <= $3 OR (claimed_by = $5 AND $7::boolean))
     ORDER BY scheduled_for
     LIMIT $1
       FOR UPDATE SKIP LOCKED
  ), claimed AS (
    UPDATE notifications n SET attempts = n.attempts + 1, claimed_by = $5, claimed_until = $4
      FROM due WHERE n.id = due.id
    RETURNING n.id, n.user_id, n.type, n.title, n.message, n.data
  ), ${CLAIM_TARGETS_SQL}`,
    [claim.limit, claim.kinds, claim.now, claim.holdUntil, claim.holder, claim.dueBy, claim.takeBack],
  );
}

/** Of these notifications, the ids of those still pending (and held by `holder`, when given). */
export async function pendingNotificationIds(db: Queryable, ids: number[], holder: string | null): Promise<number[]> {
  const rows: { id: number }[] = await db.query(
    `SELECT id FROM notifications
        WHERE id = ANY($1::int[]) AND status = 'pending' AND ($2::varchar IS NULL OR claimed_by = $2)`,
    [ids, holder],
  );
  return rows.map((row) => row.id);
}

/**
 * Renews the holds of notifications still in hand: each one still pending and still held by its holder (nobody
 * claimed it since) is held until `holdUntil` at least (a hold taken ahead of its instant is never shortened).
 * Answers the ids renewed; any other was lost (taken by another delivery, let go, final or gone).
 */
export async function renewHolds(db: Queryable, ids: number[], holders: string[], holdUntil: Date): Promise<number[]> {
  const rows: { id: number }[] = await db.query(
    `
  WITH renewed AS (
    UPDATE notifications n SET claimed_until = GREATEST(n.claimed_until, $3)
      FROM unnest($1::int[], $2::varchar[]) AS h(id, holder)
     WHERE n.id = h.id AND n.claimed_by = h.holder AND n.status = 'pending'
    RETURNING n.id
  )
  SELECT id FROM renewed`,
    [ids, holders, holdUntil],
  );
  return rows.map((row) => row.id);
}

export interface PushAnswer {
  notificationId: number;
  subscriptionId: number;
  /** null: accepted by the push service; otherwise why it was not. */
  failure: string | null;
}

/** Each push service's answer on its delivery row: 'sent', or 'failed' with the reason. */
export async function recordPushAnswers(db: Queryable, answers: PushAnswer[]): Promise<void> {
  await db.query(
    `UPDATE notification_deliveries d
          SET status = answer.status, last_error = answer.last_error, updated_at = now()
         FROM unnest($1::int[], $2::int[], $3::varchar[], $4::varchar[])
              AS answer(notification_id, subscription_id, status, last_error)
        WHERE d.notification_id = answer.notification_id AND d.subscription_id = answer.subscription_id`,
    [
      answers.map((answer) => answer.notificationId),
      answers.map((answer) => answer.subscriptionId),
      answers.map((answer) => (answer.failure === null ? 'sent' : 'failed')),
      answers.map((answer) => answer.failure),
    ],
  );
}

/** The one-way in-app transition pending -> sent; a notification already final is left as it is. */
export async function markNotificationsSent(db: Queryable, ids: number[], at: Date): Promise<void> {
  await db.query(
    `UPDATE notifications SET status = $2, sent = $3, sent_at = $4, last_error = $5
        WHERE id = ANY($1::int[]) AND status = 'pending'`,
    [ids, 'sent', true, at, null],
  );
}

/** The one-way transition pending -> failed, with the reason the user sees. */
export async function markNotificationFailed(db: Queryable, id: number, reason: string): Promise<void> {
  await db.query(
    `UPDATE notifications SET status = $2, sent = $3, sent_at = $4, last_error = $5
        WHERE id = $1 AND status = 'pending'`,
    [id, 'failed', false, null, reason],
  );
}

/** Pending notifications to be tried again: the reason the user sees, and their hold let go. */
export async function releaseNotificationsForRetry(db: Queryable, ids: number[], reason: string): Promise<void> {
  await db.query(
    `UPDATE notifications SET last_error = $2, claimed_by = NULL, claimed_until = NULL WHERE id = ANY($1::int[]) AND status = 'pending'`,
    [ids, reason],
  );
}

/** The subscriptions a claim took for a notification that is not to be pushed after all. */
export async function dropClaimedDeliveries(db: Queryable, notificationId: number): Promise<void> {
  await db.query(`DELETE FROM notification_deliveries WHERE notification_id = $1 AND status = 'sending'`, [
    notificationId,
  ]);
}

/** A subscription its push service no longer knows (or that may not be pushed to), and any with its endpoint. */
export async function deletePushSubscription(db: Queryable, id: number, endpoint: string | null): Promise<void> {
  await db.query(`DELETE FROM push_subscriptions WHERE endpoint = $1 OR id = $2`, [endpoint, id]);
}

/** Of these notifications, those still pending, with their users' Web Push subscriptions. */
export function pendingWithWebTargets(db: Queryable, ids: number[]): Promise<PrepareRow[]> {
  return db.query(
    `
  SELECT n.id, n.user_id, n.type, n.title, n.message, n.data, n.scheduled_for,
         json_agg(json_build_object('id', s.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth)
                  ORDER BY s.id) AS targets
    FROM notifications n JOIN push_subscriptions s ON s.user_id = n.user_id AND s.kind = 'web'
   WHERE n.id = ANY($1::int[]) AND n.status = 'pending'
   GROUP BY n.id`,
    [ids],
  );
}
