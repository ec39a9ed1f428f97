import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock';
import type { ClaimedDelivery } from './delivery-claim';
import { CLAIM_HOLD_MS } from './delivery-statements';
import { NATIVE_PUSH_PROVIDER, type NativePushProvider } from './native-push.provider';
import { NotificationQueueService } from '../notification-queue.service';
import { NotificationPusher } from './notification-pusher';
import { PreparedPushStore } from './prepared-push.store';
import { PushPreferences } from './push-preferences.port';
import { WebPushSender } from './web-push.sender';

/** Notifications one claim takes: one statement, then their pushes side by side. */
const CLAIM_SIZE = 100;
/**
 * A claimed notification whose push has not started by then is left for the next claim (an overloaded push
 * service), which holds it afresh: the pushes under way still finish inside the hold.
 */
const PUSH_START_WINDOW_MS = CLAIM_HOLD_MS / 2;

export interface DeliverDueResult {
  sent: number;
  retried: number;
}

export interface DeliverDueInput {
  /** The batch job's id: its rows are held in its name, and the same job run again takes them back. */
  holder: string;
}

/**
 * Delivers the notifications due by now, many at a time: the batch jobs of one instant (a minute's prepared
 * reminders) each claim the due notifications no delivery holds, CLAIM_SIZE at a time, until none is left, and
 * push them with their prepared copies. Several batches, in one worker or several, take different rows (SKIP
 * LOCKED) and a hold keeps any other delivery off a claimed notification; the guarantees are
 * DeliverNotificationUseCase's. A failed push is let go to the notification's own job, which retries with
 * backoff. A worker that dies mid-batch: BullMQ runs its job again once the job's lock expires, and that run
 * takes the held notifications back; should the job be lost with Redis, the rebuild gives each its own job.
 */
@Injectable()
export class DeliverDueNotificationsUseCase {
  private readonly pusher: NotificationPusher;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    webPush: WebPushSender,
    clock: Clock,
    private readonly queue: NotificationQueueService,
    @Optional() @Inject(NATIVE_PUSH_PROVIDER) nativePush: NativePushProvider | null = null,
    @Optional() @Inject(PushPreferences) preferences: PushPreferences | null = null,
    @Optional() @Inject(PreparedPushStore) prepared: PreparedPushStore | null = null,
  ) {
    this.pusher = new NotificationPusher(dataSource, webPush, clock, { nativePush, preferences, prepared });
  }

  async execute({ holder }: DeliverDueInput): Promise<DeliverDueResult> {
    const result: DeliverDueResult = { sent: 0, retried: 0 };
    for (;;) {
      const claimed = await this.pusher.statements.claimDue(CLAIM_SIZE, holder);
      if (claimed.length === 0) break;
      const { sent, retried } = await this.deliverClaimed(claimed);
      result.sent += sent;
      result.retried += retried;
    }
    return result;
  }

  private async deliverClaimed(claimed: ClaimedDelivery[]): Promise<DeliverDueResult> {
    const startBy = Date.now() + PUSH_START_WINDOW_MS;
    const outcomes = await Promise.all(
      claimed.map(async (delivery) => {
        const id = delivery.notification.id;
        const prepared = await this.pusher.preparedOf(id);
        if (Date.now() > startBy) return 'left';
        const failures = await this.pusher.push(delivery, prepared);
        if (failures.length > 0) return 'retry';
        await this.pusher.statements.markSent(id);
        return 'sent';
      }),
    );
    const retry = claimed.filter((_, index) => outcomes[index] === 'retry').map((row) => row.notification.id);
    await this.pusher.releaseForRetry(retry);
    await this.queue.enqueueRetries(retry);
    return { sent: outcomes.filter((outcome) => outcome === 'sent').length, retried: retry.length };
  }
}
