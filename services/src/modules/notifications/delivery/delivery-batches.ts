import type { DataSource } from 'typeorm';
import type { Clock } from '../../../common/clock';
import { type ClaimedDelivery, decryptClaimed, toPushTarget } from './delivery-claim';
import { DeliveryHolds } from './delivery-holds';
import {
  claimDeliveries,
  claimDueDeliveries,
  type ClaimRow,
  markNotificationsSent,
  type PushAnswer,
  pendingNotificationIds,
  recordPushAnswers,
} from './delivery.queries';
import type { PushSubscriptionKind } from '../entities/push-subscription.entity';
import { type ItemOutcome, MicroBatcher } from '../../../common/micro-batcher';
import { deliveryJobId } from '../notification-queue.service';

/** Deliveries running side by side (one BullMQ job each) share statements up to this many at a time. */
const BATCH_SIZE = 100;
/** How long a statement waits for others to join: a few ms next to a push's round trip and the commit. */
const BATCH_WAIT_MS = 3;
/**
 * How long a claimed notification is held by its delivery: longer than a push's round trip with its timeout, so
 * no other delivery takes a notification still in hand (renewed while it is: DeliveryHolds); a worker that dies
 * lets its notifications go after it.
 */
export const CLAIM_HOLD_MS = 30_000;

/** What claiming one notification found: its delivery, `final` (sent, failed or gone) or `held` by another. */
export type ClaimResult = ClaimedDelivery | 'final' | 'held';

/**
 * The PostgreSQL side of deliveries (statements in delivery.queries.ts), each statement shared by the deliveries
 * that run at the same time: one claim, one answer record and one pending -> sent transition per batch instead of
 * per notification. Every row keeps its own guard (status = 'pending', status <> 'sent'); a batch commits as a
 * whole, so a crash leaves each of its notifications exactly where a crash of a lone delivery at that point would.
 */
export class DeliveryBatches {
  private readonly claims = new MicroBatcher<number, ClaimResult>(
    (ids) => this.claimMany(ids),
    BATCH_SIZE,
    BATCH_WAIT_MS,
  );
  private readonly answers = new MicroBatcher<PushAnswer, void>(
    (answers) => this.recordMany(answers),
    BATCH_SIZE,
    BATCH_WAIT_MS,
  );
  private readonly sent = new MicroBatcher<number, void>((ids) => this.markSentMany(ids), BATCH_SIZE, BATCH_WAIT_MS);
  /** The holds of the notifications claimed here and not finished, renewed while they are in flight. */
  readonly holds: DeliveryHolds;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly pushableKinds: () => PushSubscriptionKind[],
  ) {
    this.holds = new DeliveryHolds(dataSource, clock, CLAIM_HOLD_MS);
  }

  /** For the notification's own job: counts the attempt and claims the unserved subscriptions. */
  claim(notificationId: number): Promise<ClaimResult> {
    return this.claims.submit(notificationId);
  }

  /**
   * For batch job `holder`: up to `limit` notifications due now, held by nobody else (see claimDueDeliveries), its own
   * holds taken back. With `ahead`, those due by that instant, held by nobody, held until CLAIM_HOLD_MS after it.
   */
  async claimDue(limit: number, holder: string, ahead?: Date): Promise<ClaimedDelivery[]> {
    const now = this.clock.now();
    const until = Math.max(now.getTime(), ahead?.getTime() ?? 0) + CLAIM_HOLD_MS;
    const rows = await claimDueDeliveries(this.dataSource, {
      limit,
      kinds: this.pushableKinds(),
      now,
      holdUntil: new Date(until),
      holder,
      dueBy: ahead ?? now,
      takeBack: ahead === undefined,
    });
    this.holds.take(
      rows.map((row) => row.id),
      holder,
      new Date(until),
    );
    return rows.map(toClaimedDelivery);
  }

  /** Of the notifications `holder` holds, those still pending (a withdrawn one is gone or final). */
  stillHeld(ids: number[], holder: string): Promise<Set<number>> {
    return this.pendingAmong(ids, holder);
  }

  /** The push service's answer for one subscription, so that a retry skips a subscription it accepted. */
  recordAnswer(answer: PushAnswer): Promise<void> {
    return this.answers.submit(answer);
  }

  /** The one-way in-app transition pending -> sent; a notification already final is left as it is. */
  markSent(notificationId: number): Promise<void> {
    return this.sent.submit(notificationId);
  }

  private async claimMany(ids: number[]): Promise<ItemOutcome<ClaimResult>[]> {
    // Two deliveries of one notification must not both claim it: the second is retried later.
    const first = new Map<number, number>();
    ids.forEach((id, index) => first.set(id, first.get(id) ?? index));
    const now = this.clock.now();
    const distinct = [...first.keys()];
    const holdUntil = new Date(now.getTime() + CLAIM_HOLD_MS);
    const rows = await claimDeliveries(this.dataSource, {
      ids: distinct,
      kinds: this.pushableKinds(),
      now,
      holdUntil,
      holders: distinct.map(deliveryJobId),
    });
    for (const row of rows) this.holds.take([row.id], deliveryJobId(row.id), holdUntil);
    const claimed = new Map(rows.map((row) => [row.id, row]));
    // Not claimed but still pending: another delivery holds them.
    const held = await this.pendingAmong([...first.keys()].filter((id) => !claimed.has(id)));
    return ids.map((id, index) => {
      if (first.get(id) !== index) return { ok: false, error: new Error(`Delivery of ${id} is already running`) };
      const row = claimed.get(id);
      if (row) return { ok: true, value: toClaimedDelivery(row) };
      return { ok: true, value: held.has(id) ? 'held' : 'final' };
    });
  }

  /** Of these notifications, those still pending (and held by `holder`, when given). */
  private async pendingAmong(ids: number[], holder?: string): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    return new Set(await pendingNotificationIds(this.dataSource, ids, holder ?? null));
  }

  private async recordMany(answers: PushAnswer[]): Promise<ItemOutcome<void>[]> {
    await recordPushAnswers(this.dataSource, answers);
    return answers.map(() => ({ ok: true, value: undefined }));
  }

  private async markSentMany(ids: number[]): Promise<ItemOutcome<void>[]> {
    await markNotificationsSent(this.dataSource, ids, this.clock.now());
    return ids.map(() => ({ ok: true, value: undefined }));
  }
}

function toClaimedDelivery(row: ClaimRow): ClaimedDelivery {
  return { notification: decryptClaimed(row), targets: row.targets.map(toPushTarget) };
}
