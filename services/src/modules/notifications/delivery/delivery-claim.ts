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
 * $1 notification ids, $2 the subscription kinds this worker can push to. In one statement (one commit, where
 * there were three reads and a commit per notification and subscription): count the attempt of each notification
 * still pending, then claim 'sending' each of its user's subscriptions whose delivery is not 'sent' yet, so a
 * retry skips served ones. A notification that is final (or gone) has no row. The ids must be distinct.
 */
export const CLAIM_DELIVERIES_SQL = `
  WITH claimed AS (
    UPDATE notifications SET attempts = attempts + 1
     WHERE id = ANY($1::int[]) AND status = 'pending'
    RETURNING id, user_id, type, title, message, data
  ), claimed_targets AS (
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

/** Raw SQL bypasses the entity's column transformers: title, message and data are stored encrypted. */
export function decryptClaimed(row: ClaimRow): ClaimedNotification {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    title: encryptedText.from(row.title) as string,
    message: encryptedText.from(row.message) as string,
    data: encryptedText.from(row.data) as string | null,
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
