import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PushPayload } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { Notification } from './entities/notification.entity';
import { PushSubscription } from './entities/push-subscription.entity';
import { toPushPayload } from './notification.mapper';
import { NATIVE_PUSH_PROVIDER, type NativePushProvider } from './native-push.provider';
import { type PushOutcome, WebPushSender } from './web-push.sender';

export type DeliveryResult = 'sent' | 'failed' | 'already-final';

/** Thrown so that BullMQ retries with backoff; only subscriptions not yet accepted are tried again. */
export class DeliveryIncompleteError extends Error {
  override name = 'DeliveryIncompleteError';
}

/**
 * Delivers one notification: push to each of the user's subscriptions, then the one-way transition
 * pending -> sent (in-app). Guarantees, whatever the crash point:
 * - in-app: exactly once. Only `UPDATE … WHERE status = 'pending'` moves the row; a retried or duplicate job
 *   finds it final and stops.
 * - push: once per subscription, except when the worker dies between claiming a subscription and recording
 *   the push service's answer (one HTTP round trip). That push is sent again with the same Topic, which the
 *   push service collapses while undelivered and the service worker shows under the same tag.
 */
@Injectable()
export class DeliverNotificationUseCase {
  private readonly logger = new Logger(DeliverNotificationUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly webPush: WebPushSender,
    private readonly clock: Clock,
    @Optional() @Inject(NATIVE_PUSH_PROVIDER) private readonly nativePush: NativePushProvider | null = null,
  ) {}

  async execute(notificationId: number, finalAttempt: boolean): Promise<DeliveryResult> {
    const claimed: unknown[] = await this.dataSource.query(
      `UPDATE notifications SET attempts = attempts + 1 WHERE id = $1 AND status = 'pending' RETURNING id`,
      [notificationId],
    );
    if (claimedRows(claimed) === 0) return 'already-final';
    const notification = await this.dataSource.getRepository(Notification).findOneByOrFail({ id: notificationId });
    const subscriptions = (
      await this.dataSource.getRepository(PushSubscription).findBy({ userId: notification.userId })
    ).filter((sub) => this.canPush(sub));
    const payload = toPushPayload(notification);
    const failures = (
      await Promise.all(subscriptions.map((sub) => this.pushOnce(notification.id, sub, payload)))
    ).filter((reason): reason is string => reason !== null);

    if (failures.length > 0 && !finalAttempt) {
      await this.dataSource.query(`UPDATE notifications SET last_error = $2 WHERE id = $1`, [
        notificationId,
        failures[0].slice(0, 300),
      ]);
      throw new DeliveryIncompleteError(`Push to ${failures.length} subscription(s) incomplete: ${failures[0]}`);
    }
    const status = failures.length === 0 ? 'sent' : 'failed';
    await this.dataSource.query(
      `UPDATE notifications SET status = $2, sent = $3, sent_at = $4, last_error = $5
        WHERE id = $1 AND status = 'pending'`,
      [notificationId, status, status === 'sent', status === 'sent' ? this.clock.now() : null, failures[0] ?? null],
    );
    if (status === 'failed') this.logger.warn(`Notification ${notificationId} failed: ${failures[0]}`);
    return status;
  }

  /** Returns null when this subscription is done (accepted now or before, or gone), else the failure reason. */
  private async pushOnce(notificationId: number, sub: PushSubscription, payload: PushPayload): Promise<string | null> {
    const claim: unknown[] = await this.dataSource.query(
      `INSERT INTO notification_deliveries (notification_id, subscription_id, status) VALUES ($1, $2, 'sending')
       ON CONFLICT (notification_id, subscription_id) DO UPDATE
         SET status = 'sending', attempts = notification_deliveries.attempts + 1, updated_at = now()
         WHERE notification_deliveries.status <> 'sent'
       RETURNING status`,
      [notificationId, sub.id],
    );
    if (claim.length === 0) return null;
    const outcome = await this.send(sub, payload);
    if (outcome.kind === 'gone') {
      await this.dataSource.query(`DELETE FROM push_subscriptions WHERE endpoint = $1 OR id = $2`, [
        sub.endpoint,
        sub.id,
      ]);
      return null;
    }
    const reason = outcome.kind === 'retry' ? outcome.reason : null;
    await this.dataSource.query(
      `UPDATE notification_deliveries SET status = $3, last_error = $4, updated_at = now()
        WHERE notification_id = $1 AND subscription_id = $2`,
      [notificationId, sub.id, reason === null ? 'sent' : 'failed', reason],
    );
    return reason;
  }

  /** Without VAPID keys or a native provider those subscriptions are kept and the user is reached in-app only. */
  private canPush(sub: PushSubscription): boolean {
    return sub.kind === 'web' ? this.webPush.enabled : this.nativePush !== null;
  }

  private send(sub: PushSubscription, payload: PushPayload): Promise<PushOutcome> {
    if (sub.kind === 'native' && sub.nativeToken && sub.platform && this.nativePush) {
      return this.nativePush.send({ token: sub.nativeToken, platform: sub.platform }, payload);
    }
    return this.webPush.send({ endpoint: sub.endpoint ?? '', p256dh: sub.p256dh ?? '', auth: sub.auth ?? '' }, payload);
  }
}

/** pg returns [rows, count] for UPDATE … RETURNING through TypeORM's query(). */
function claimedRows(result: unknown[]): number {
  if (result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[1];
  return result.length;
}
