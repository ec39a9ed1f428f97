import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PushPayload } from '@anchor/contracts';
import { Clock } from '../../../common/clock';
import type { PushTarget } from './delivery-claim';
import { DeliveryStatements } from './delivery-statements';
import type { PushSubscriptionKind } from '../entities/push-subscription.entity';
import { toPushPayload } from '../notification.mapper';
import { NATIVE_PUSH_PROVIDER, type NativePushProvider } from './native-push.provider';
import { type PreparedCopies, PreparedPushStore } from './prepared-push.store';
import { PushPreferences } from './push-preferences.port';
import { type PushOutcome, WebPushSender } from './web-push.sender';

export type DeliveryResult = 'sent' | 'failed' | 'already-final';

export interface DeliverNotificationInput {
  notificationId: number;
  /** The job's last attempt: a push that still fails is recorded as failed instead of retried. */
  finalAttempt: boolean;
}

/**
 * What the user sees when a push did not go. The transport detail (status, refused connection, timeout) stays in
 * the operator's log: shown to the user it would tell an open port from a closed one.
 */
export const PUSH_NOT_DELIVERED = 'Push delivery failed';

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
 * Deliveries running at the same time share their statements (DeliveryStatements); each row keeps its guard.
 */
@Injectable()
export class DeliverNotificationUseCase {
  private readonly logger = new Logger(DeliverNotificationUseCase.name);
  /** Claim, answers and sent transitions shared with the deliveries running at the same time. */
  private readonly statements: DeliveryStatements;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly webPush: WebPushSender,
    clock: Clock,
    @Optional() @Inject(NATIVE_PUSH_PROVIDER) private readonly nativePush: NativePushProvider | null = null,
    @Optional() @Inject(PushPreferences) private readonly preferences: PushPreferences | null = null,
    @Optional() @Inject(PreparedPushStore) private readonly prepared: PreparedPushStore | null = null,
  ) {
    this.statements = new DeliveryStatements(dataSource, clock, () => this.pushableKinds());
  }

  async execute({ notificationId, finalAttempt }: DeliverNotificationInput): Promise<DeliveryResult> {
    const [claimed, prepared] = await Promise.all([
      this.statements.claim(notificationId),
      this.prepared?.ofNotification(notificationId) ?? null,
    ]);
    if (!claimed) return 'already-final';
    if (!(await this.pushAllowed(claimed.notification))) {
      // Emergency alerts switched off: no push; the notification still waits in the bell.
      await this.dataSource.query(
        `DELETE FROM notification_deliveries WHERE notification_id = $1 AND status = 'sending'`,
        [notificationId],
      );
      await this.statements.markSent(notificationId);
      return 'sent';
    }
    const payload = toPushPayload(claimed.notification);
    const failures = (
      await Promise.all(claimed.targets.map((sub) => this.pushOnce(notificationId, sub, payload, prepared)))
    ).filter((reason): reason is string => reason !== null);

    if (failures.length > 0 && !finalAttempt) {
      await this.dataSource.query(`UPDATE notifications SET last_error = $2 WHERE id = $1`, [
        notificationId,
        PUSH_NOT_DELIVERED,
      ]);
      throw new DeliveryIncompleteError(`Push to ${failures.length} subscription(s) incomplete: ${failures[0]}`);
    }
    if (failures.length === 0) {
      await this.statements.markSent(notificationId);
      return 'sent';
    }
    await this.dataSource.query(
      `UPDATE notifications SET status = $2, sent = $3, sent_at = $4, last_error = $5
        WHERE id = $1 AND status = 'pending'`,
      [notificationId, 'failed', false, null, PUSH_NOT_DELIVERED],
    );
    this.logger.warn(`Notification ${notificationId} failed: ${failures[0]}`);
    return 'failed';
  }

  /** Only emergency alerts can be switched off; every other kind has its own schedule switch. */
  private async pushAllowed(notification: { userId: number; type: PushPayload['type'] }): Promise<boolean> {
    if (notification.type !== 'emergency' || !this.preferences) return true;
    return this.preferences.allowsPush(notification.userId, notification.type);
  }

  /** Returns null when this subscription is done (accepted now, or gone), else the failure reason. */
  private async pushOnce(
    notificationId: number,
    sub: PushTarget,
    payload: PushPayload,
    prepared: PreparedCopies | null,
  ): Promise<string | null> {
    const outcome = await this.send(sub, payload, prepared);
    if (outcome.kind === 'refused') {
      // An endpoint where pushes may not go (a private address, a host that is no push service): dropped.
      this.logger.warn(`Push subscription ${sub.id} refused and removed: ${outcome.reason}`);
    }
    if (outcome.kind === 'gone' || outcome.kind === 'refused') {
      await this.dataSource.query(`DELETE FROM push_subscriptions WHERE endpoint = $1 OR id = $2`, [
        sub.endpoint,
        sub.id,
      ]);
      return null;
    }
    // Recorded as soon as this push service answers, apart from the others: a crash later never resends it.
    const failure = outcome.kind === 'retry' ? outcome.reason : null;
    if (failure) this.logger.warn(`Push of notification ${notificationId} to subscription ${sub.id}: ${failure}`);
    await this.statements.recordAnswer({ notificationId, subscriptionId: sub.id, failure });
    return failure;
  }

  /** Without VAPID keys or a native provider those subscriptions are kept and the user is reached in-app only. */
  private pushableKinds(): PushSubscriptionKind[] {
    const kinds: PushSubscriptionKind[] = [];
    if (this.webPush.enabled) kinds.push('web');
    if (this.nativePush !== null) kinds.push('native');
    return kinds;
  }

  /** A Web Push encrypted ahead of the minute (for this subscription's current keys) is sent as it is. */
  private send(sub: PushTarget, payload: PushPayload, prepared: PreparedCopies | null): Promise<PushOutcome> {
    if (sub.kind === 'native' && sub.nativeToken && sub.platform && this.nativePush) {
      return this.nativePush.send({ token: sub.nativeToken, platform: sub.platform }, payload);
    }
    const target = { endpoint: sub.endpoint ?? '', p256dh: sub.p256dh ?? '', auth: sub.auth ?? '' };
    const ready = prepared?.for({ subscriptionId: sub.id, ...target });
    return ready ? this.webPush.sendEncrypted(target.endpoint, ready) : this.webPush.send(target, payload);
  }
}
