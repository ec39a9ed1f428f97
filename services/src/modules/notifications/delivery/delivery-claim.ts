import { encryptedText } from '../../../database/encrypted-text.transformer';
import type { NotificationEntity } from '../entities/notification.entity';
import type { PushSubscriptionEntity } from '../entities/push-subscription.entity';
import type { ClaimedTarget, ClaimRow } from './delivery.queries';

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
