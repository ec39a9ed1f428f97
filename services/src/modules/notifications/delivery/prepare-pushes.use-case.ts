import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock';
import { decryptClaimed } from './delivery-claim';
import { type PrepareRow, pendingWithWebTargets } from './delivery.queries';
import { toPushPayload } from '../notification.mapper';
import { type PreparedPush, PreparedPushStore } from './prepared-push.store';
import { WebPushSender } from './web-push.sender';

/** A prepared copy outlives its due instant by this much; a delivery later than that encrypts again. */
export const PREPARED_PUSH_GRACE_MS = 15 * 60_000;
/** Encryptions between two turns of the event loop, so deliveries due now are not held up. */
const ENCRYPTIONS_PER_TURN = 50;

/**
 * Encrypts, ahead of their minute, the Web Pushes of notifications that are not due yet (the reminders of the
 * coming minute), so that at the minute a delivery only claims, POSTs and records. Best effort: a push not
 * prepared is encrypted when it is sent.
 */
@Injectable()
export class PreparePushesUseCase {
  private readonly logger = new Logger(PreparePushesUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly webPush: WebPushSender,
    private readonly store: PreparedPushStore,
    private readonly clock: Clock,
  ) {}

  async execute(notifications: { id: number; scheduledFor: Date | null }[]): Promise<void> {
    const now = this.clock.now().getTime();
    const ahead = notifications.filter((row) => row.scheduledFor !== null && row.scheduledFor.getTime() > now);
    if (!this.webPush.enabled || ahead.length === 0) return;
    try {
      const rows = await pendingWithWebTargets(
        this.dataSource,
        ahead.map((row) => row.id),
      );
      const pushes = await this.encryptAll(rows);
      // Kept in real time (Redis expires keys by its own clock) until a grace period after the due instant.
      const keepUntil = new Map(
        rows.map((row) => [row.id, Date.now() + (row.scheduled_for.getTime() - now) + PREPARED_PUSH_GRACE_MS]),
      );
      await this.store.save(pushes, keepUntil);
    } catch (error) {
      this.logger.warn(`Pushes of ${ahead.length} notification(s) not prepared ahead: ${(error as Error).message}`);
    }
  }

  private async encryptAll(rows: PrepareRow[]): Promise<PreparedPush[]> {
    const pushes: PreparedPush[] = [];
    for (const row of rows) {
      const payload = toPushPayload(decryptClaimed({ ...row, targets: [] }));
      for (const { id, ...keys } of row.targets) {
        // A refused endpoint is dropped at delivery; nothing to prepare for it.
        if (this.webPush.refusal(keys.endpoint)) continue;
        pushes.push({
          notificationId: row.id,
          target: { subscriptionId: id, ...keys },
          push: this.webPush.encrypt(keys, payload),
        });
        if (pushes.length % ENCRYPTIONS_PER_TURN === 0) await yieldToEvents();
      }
    }
    return pushes;
  }
}
