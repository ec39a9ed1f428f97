import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ClaimedDelivery } from './delivery-claim';
import { markNotificationFailed } from './delivery.queries';
import { NotificationPusher, PUSH_NOT_DELIVERED } from './notification-pusher';
import type { PreparedCopies } from './prepared-push.store';

export { PUSH_NOT_DELIVERED };

export type DeliveryResult = 'sent' | 'failed' | 'already-final' | 'held-elsewhere';

export interface DeliverNotificationInput {
  notificationId: number;
  /** The job's last attempt: a push that still fails is recorded as failed instead of retried. */
  finalAttempt: boolean;
}

/** Thrown so that BullMQ retries with backoff; only subscriptions not yet accepted are tried again. */
export class DeliveryIncompleteError extends Error {
  override name = 'DeliveryIncompleteError';
}

/**
 * Delivers one notification (its own job): push to each of the user's subscriptions, then the one-way transition
 * pending -> sent (in-app). Guarantees, whatever the crash point, and the same for the batches of due
 * notifications (DeliverDueNotificationsUseCase):
 * - in-app: exactly once. Only `UPDATE … WHERE status = 'pending'` moves the row; a retried or duplicate job
 *   finds it final and stops.
 * - push: once per subscription, except when the worker dies between claiming a subscription and recording
 *   the push service's answer (one HTTP round trip). That push is sent again with the same Topic, which the
 *   push service collapses while undelivered and the service worker shows under the same tag.
 * - one delivery at a time: a claim holds the notification for its job (CLAIM_HOLD_MS) against every other
 *   delivery, so a batch and a notification's own job never push it side by side. The same job run again after
 *   its worker died takes it back at once; anyone else once the hold ends.
 * Deliveries running at the same time share their statements (DeliveryBatches); each row keeps its guard.
 */
@Injectable()
export class DeliverNotificationUseCase {
  private readonly logger = new Logger(DeliverNotificationUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pusher: NotificationPusher,
  ) {}

  async execute({ notificationId, finalAttempt }: DeliverNotificationInput): Promise<DeliveryResult> {
    const [claimed, prepared] = await Promise.all([
      this.pusher.batches.claim(notificationId),
      this.pusher.preparedOf(notificationId),
    ]);
    if (claimed === 'final') return 'already-final';
    // A batch holds it: that batch sees it through (its job runs again if its worker dies, and hands a failed
    // push back to this job).
    if (claimed === 'held') return 'held-elsewhere';
    try {
      return await this.deliver(claimed, prepared, finalAttempt);
    } finally {
      // Renewed while in flight (DeliveryHolds), let go once done.
      this.pusher.batches.holds.letGo([notificationId]);
    }
  }

  private async deliver(
    claimed: ClaimedDelivery,
    prepared: PreparedCopies,
    finalAttempt: boolean,
  ): Promise<DeliveryResult> {
    const notificationId = claimed.notification.id;
    const failures = await this.pusher.push(claimed, prepared);
    if (failures.length === 0) {
      await this.pusher.batches.markSent(notificationId);
      return 'sent';
    }
    if (!finalAttempt) {
      await this.pusher.releaseForRetry([notificationId]);
      throw new DeliveryIncompleteError(`Push to ${failures.length} subscription(s) incomplete: ${failures[0]}`);
    }
    await markNotificationFailed(this.dataSource, notificationId, PUSH_NOT_DELIVERED);
    this.logger.warn(`Notification ${notificationId} failed: ${failures[0]}`);
    return 'failed';
  }
}
