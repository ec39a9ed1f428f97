import type { NotificationType } from '@anchor/contracts';
import { encryptedText } from '../../../database/encrypted-text.transformer';
import type { NotificationEntity } from '../entities/notification.entity';
import type { PushSubscriptionEntity, PushSubscriptionKind } from '../entities/push-subscription.entity';

/** What a delivery needs of its notification: the push payload's content. */
export type ClaimedNotification = Pick<NotificationEntity, 'id' | 'userId' | 'type' | 'title' | 'message' | 'data'>;

/** What a push needs of a subscription. */
export type PushTarget = Pick<
  PushSubscriptionEntity,
  'id' | 'kind' | 'endpoint' | 'p256dh' | 'auth' | 'nativeToken' | 'platform'
>;

export interface ClaimedDelivery {
  notification: ClaimedNotification;
  /** The subscriptions claimed by this attempt: pushable and not yet accepted by their push service. */
  targets: PushTarget[];
}

interface ClaimedTarget {
  id: number;
  kind: PushSubscriptionKind;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  native_token: string | null;
  platform: 'ios' | 'android' | null;
}

export interface ClaimRow {
  id: number;
  user_id: number;
  type: NotificationType;
  title: string;
  message: string;
  data: string | null;
  targets: ClaimedTarget[];
}

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

/**
 * $1 notification ids (distinct), $2 pushable kinds, $3 now, $4 held until, $5 each one's holder (its own job's
 * id). In one statement (one commit): each notification still pending, and held by nobody else, is held by its
 * holder until $4, its attempt counted and its subscriptions claimed. A notification that is final, gone or held
 * by another delivery has no row.
 */
export const CLAIM_DELIVERIES_SQL = `
  WITH claimed AS (
    UPDATE notifications n SET attempts = n.attempts + 1, claimed_by = h.holder, claimed_until = $4
      FROM unnest($1::int[], $5::varchar[]) AS h(id, holder)
     WHERE n.id = h.id AND n.status = 'pending'
       AND (n.claimed_until IS NULL OR n.claimed_until <= $3 OR n.claimed_by = h.holder)
    RETURNING n.id, n.user_id, n.type, n.title, n.message, n.data
  ), ${CLAIM_TARGETS_SQL}`;

/**
 * $1 how many, $2 pushable kinds, $3 now, $4 held until, $5 the holder (the batch job's id), $6 due by (now, or
 * the instant a batch claims ahead of), $7 whether the holder takes back what it holds already (a run after the
 * instant: its own earlier run died). Claims as CLAIM_DELIVERIES_SQL does up to $1 notifications due by $6, held
 * by nobody else, that none has failed yet (a failed push is retried by its notification's own job, with
 * backoff). SKIP LOCKED: deliveries claiming at the same moment take different rows.
 */
export const CLAIM_DUE_SQL = `
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
  ), ${CLAIM_TARGETS_SQL}`;

/**
 * Raw SQL bypasses the entity's column transformers: title, message and data are stored encrypted. They are
 * decrypted when first read: a push prepared ahead of its minute is sent without them.
 */
export function decryptClaimed(row: ClaimRow): ClaimedNotification {
  let content: Pick<ClaimedNotification, 'title' | 'message' | 'data'> | undefined;
  const decrypted = () =>
    (content ??= {
      title: encryptedText.from(row.title) as string,
      message: encryptedText.from(row.message) as string,
      data: encryptedText.from(row.data) as string | null,
    });
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    get title() {
      return decrypted().title;
    },
    get message() {
      return decrypted().message;
    },
    get data() {
      return decrypted().data;
    },
  };
}

export function toPushTarget(target: ClaimedTarget): PushTarget {
  return {
    id: target.id,
    kind: target.kind,
    endpoint: target.endpoint,
    p256dh: target.p256dh,
    auth: target.auth,
    nativeToken: target.native_token,
    platform: target.platform,
  };
}
