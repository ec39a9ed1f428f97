import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PushPayload } from '@anchor/contracts';
import { Clock } from '../../../common/clock';
import type { ClaimedDelivery, PushTarget } from './delivery-claim';
import { DeliveryBatches } from './delivery-batches';
import { deletePushSubscription, dropClaimedDeliveries, releaseNotificationsForRetry } from './delivery.queries';
import type { PushSubscriptionKind } from '../entities/push-subscription.entity';
import { toPushPayload } from '../notification.mapper';
import { NATIVE_PUSH_PROVIDER, type NativePushProvider } from './native-push.provider';
import { type PreparedCopies, PreparedPushStore } from './prepared-push.store';
import { PushPreferences } from './push-preferences.port';
import { type PushOutcome, WebPushSender } from './web-push.sender';

/**
 * What the user sees when a push did not go. The transport detail (status, refused connection, timeout) stays in
 * the operator's log: shown to the user it would tell an open port from a closed one.
 */
export const PUSH_NOT_DELIVERED = 'Push delivery failed';

/**
 * The push side of a delivery, one per worker, shared by a notification's own job and the batches of due
 * notifications: sends a claimed notification to each claimed subscription and records each push service's answer
 * as soon as it comes, so that a crash later never resends an accepted push. `batches` are shared by every
 * delivery running here.
 */
@Injectable()
export class NotificationPusher {
  private readonly logger = new Logger(NotificationPusher.name);
  readonly batches: DeliveryBatches;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly webPush: WebPushSender,
    clock: Clock,
    private readonly prepared: PreparedPushStore,
    private readonly preferences: PushPreferences,
    /** null where no native provider is configured (none ships): native subscriptions then wait, in-app only. */
    @Inject(NATIVE_PUSH_PROVIDER) private readonly nativePush: NativePushProvider | null,
  ) {
    this.batches = new DeliveryBatches(dataSource, clock, () => this.pushableKinds());
  }

  /** The pushes prepared ahead for a notification (none when nothing was prepared or Redis is not at hand). */
  preparedOf(notificationId: number): Promise<PreparedCopies> {
    return this.prepared.ofNotification(notificationId);
  }

  /** Pushes to every claimed subscription; answers the failure reasons (none: every subscription is done). */
  async push({ notification, targets }: ClaimedDelivery, prepared: PreparedCopies | null): Promise<string[]> {
    if (!(await this.pushAllowed(notification))) {
      // Emergency alerts switched off: no push; the notification still waits in the bell.
      await dropClaimedDeliveries(this.dataSource, notification.id);
      return [];
    }
    // Written only for a push that was not prepared ahead (and then decrypted), once for all its subscriptions.
    let payload: PushPayload | undefined;
    const payloadOf = () => (payload ??= toPushPayload(notification));
    const outcomes = await Promise.all(targets.map((sub) => this.pushOnce(notification.id, sub, payloadOf, prepared)));
    return outcomes.filter((reason): reason is string => reason !== null);
  }

  /** Failed pushes to be tried again: the reason the user sees, and the notifications' hold let go. */
  async releaseForRetry(notificationIds: number[]): Promise<void> {
    if (notificationIds.length === 0) return;
    await releaseNotificationsForRetry(this.dataSource, notificationIds, PUSH_NOT_DELIVERED);
  }

  /** Only emergency alerts can be switched off; every other kind has its own schedule switch. */
  private async pushAllowed(notification: { userId: number; type: PushPayload['type'] }): Promise<boolean> {
    if (notification.type !== 'emergency') return true;
    return this.preferences.allowsPush(notification.userId, notification.type);
  }

  /** Returns null when this subscription is done (accepted now, or gone), else the failure reason. */
  private async pushOnce(
    notificationId: number,
    sub: PushTarget,
    payloadOf: () => PushPayload,
    prepared: PreparedCopies | null,
  ): Promise<string | null> {
    const outcome = await this.send(sub, payloadOf, prepared);
    if (outcome.kind === 'refused') {
      // An endpoint where pushes may not go (a private address, a host that is no push service): dropped.
      this.logger.warn(`Push subscription ${sub.id} refused and removed: ${outcome.reason}`);
    }
    if (outcome.kind === 'gone' || outcome.kind === 'refused') {
      await deletePushSubscription(this.dataSource, sub.id, sub.endpoint);
      return null;
    }
    // Recorded as soon as this push service answers, apart from the others: a crash later never resends it.
    const failure = outcome.kind === 'retry' ? outcome.reason : null;
    if (failure) this.logger.warn(`Push of notification ${notificationId} to subscription ${sub.id}: ${failure}`);
    await this.batches.recordAnswer({ notificationId, subscriptionId: sub.id, failure });
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
  private send(sub: PushTarget, payloadOf: () => PushPayload, prepared: PreparedCopies | null): Promise<PushOutcome> {
    const nativePush = this.nativePush;
    if (sub.kind === 'native' && sub.nativeToken && sub.platform && nativePush) {
      return nativePush.send({ token: sub.nativeToken, platform: sub.platform }, payloadOf());
    }
    const target = { endpoint: sub.endpoint ?? '', p256dh: sub.p256dh ?? '', auth: sub.auth ?? '' };
    const ready = prepared?.for({ subscriptionId: sub.id, ...target });
    return ready ? this.webPush.sendEncrypted(target.endpoint, ready) : this.webPush.send(target, payloadOf());
  }
}
