import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock';
import type { ClaimedDelivery } from './delivery-claim';
import { CLAIM_HOLD_MS } from './delivery-batches';
import { CLAIM_AHEAD_MS, NotificationQueueService } from '../notification-queue.service';
import { NotificationPusher } from './notification-pusher';
import type { PreparedCopies } from './prepared-push.store';

/** Notifications one claim takes: one statement, then their pushes side by side. */
const CLAIM_SIZE = 100;
/** Notifications one claim takes ahead of the instant: fewer, larger statements, done before the instant. */
const CLAIM_AHEAD_SIZE = 500;
/**
 * Chunks of CLAIM_SIZE held notifications one batch pushes at the same time: while one chunk waits for its
 * answers and statements, the next ones are already on the wire.
 */
const CHUNKS_IN_FLIGHT = 4;
/**
 * A claimed notification whose push has not started by then is left for the next claim (an overloaded push
 * service), which holds it afresh: the pushes under way still finish inside the hold.
 */
const PUSH_START_WINDOW_MS = CLAIM_HOLD_MS / 2;
/**
 * Notifications one batch claims ahead of its instant, at most: a minute of more than BATCHES_PER_INSTANT times
 * this (the peak minute is 50,000) leaves the rest to the claims after the instant.
 */
const MAX_HELD_AHEAD = 20_000;
/** While waiting for the instant, the clock is read again this often (tests move it). */
const WAIT_STEP_MS = 250;

type DeliveryOutcome = 'sent' | 'retry' | 'left';

/** A claimed notification, with the pushes prepared for it. */
interface HeldDelivery {
  delivery: ClaimedDelivery;
  prepared: PreparedCopies | null;
}

export interface DeliverDueResult {
  sent: number;
  retried: number;
}

export interface DeliverDueInput {
  /** The batch job's id: its rows are held in its name, and the same job run again takes them back. */
  holder: string;
  /** The instant (epoch ms) the batch is for: run before it, the batch claims ahead and pushes at the instant. */
  dueAt?: number;
}

/**
 * Delivers the notifications due by now, many at a time: the batch jobs of one instant (a minute's prepared
 * reminders) each claim the due notifications no delivery holds, CLAIM_SIZE at a time, until none is left, and
 * push them with their prepared copies. Several batches, in one worker or several, take different rows (SKIP
 * LOCKED) and a hold keeps any other delivery off a claimed notification; the guarantees are
 * DeliverNotificationUseCase's. Run before its instant (CLAIM_AHEAD_MS), a batch claims the instant's
 * notifications and reads their prepared pushes first, so that at the instant it only POSTs and records; what is
 * withdrawn meanwhile is not pushed. A failed push is let go to the notification's own job, which retries with
 * backoff. A worker that dies mid-batch: BullMQ runs its job again once the job's lock expires, and that run
 * takes the held notifications back; should the job be lost with Redis, the rebuild gives each its own job.
 */
@Injectable()
export class DeliverDueNotificationsUseCase {
  constructor(
    private readonly pusher: NotificationPusher,
    private readonly clock: Clock,
    private readonly queue: NotificationQueueService,
  ) {}

  async execute({ holder, dueAt }: DeliverDueInput): Promise<DeliverDueResult> {
    const result: DeliverDueResult = { sent: 0, retried: 0 };
    const add = ({ sent, retried }: DeliverDueResult) => {
      result.sent += sent;
      result.retried += retried;
    };
    // Everything this run claims is renewed while in hand, and let go when done or when the run fails.
    const taken = new Set<number>();
    try {
      if (this.claimsAhead(dueAt)) {
        const held = await this.claimAhead(holder, new Date(dueAt), taken);
        await this.waitUntil(dueAt);
        // Withdrawn while it waited (a schedule removed, a medication stopped): not pushed.
        const still = await this.pusher.batches.stillHeld(
          held.map(({ delivery }) => delivery.notification.id),
          holder,
        );
        const live = held.filter(({ delivery }) => still.has(delivery.notification.id));
        // Held since before the instant, until CLAIM_HOLD_MS after it (renewed): what has not started by half of
        // that is left for the claims below, which take it back.
        (await this.deliverHeld(live, Date.now() + PUSH_START_WINDOW_MS)).forEach(add);
      }
      // Everything due by now, held by nobody (or by this batch from an earlier run): stragglers and retakes.
      for (;;) {
        const claimed = await this.claim(holder, undefined, taken);
        if (claimed.length === 0) break;
        add(await this.deliverClaimed(await this.withPrepared(claimed), Date.now() + PUSH_START_WINDOW_MS));
      }
      return result;
    } finally {
      this.pusher.batches.holds.letGo([...taken]);
    }
  }

  /**
   * Whether a run is ahead of its instant by about CLAIM_AHEAD_MS, as its job is delayed to be. Further ahead (a
   * clock that disagrees with the job's timer), it delivers only what is due now, as a late run does.
   */
  private claimsAhead(dueAt: number | undefined): dueAt is number {
    const ahead = (dueAt ?? 0) - this.clock.now().getTime();
    return ahead > 0 && ahead <= 2 * CLAIM_AHEAD_MS;
  }

  /** Notifications due by `dueAt` that nobody holds (up to MAX_HELD_AHEAD), claimed now, prepared pushes read. */
  private async claimAhead(holder: string, dueAt: Date, taken: Set<number>): Promise<HeldDelivery[]> {
    const held: HeldDelivery[] = [];
    // Claiming stops at the instant (a slow database): what is held is pushed then, the rest claimed after it.
    while (held.length < MAX_HELD_AHEAD && this.clock.now().getTime() < dueAt.getTime()) {
      const claimed = await this.claim(holder, dueAt, taken, CLAIM_AHEAD_SIZE);
      if (claimed.length === 0) return held;
      held.push(...(await this.withPrepared(claimed)));
    }
    return held;
  }

  /** Up to `size` notifications claimed (due by now, or by `ahead`), noted in `taken`. */
  private async claim(
    holder: string,
    ahead: Date | undefined,
    taken: Set<number>,
    size = CLAIM_SIZE,
  ): Promise<ClaimedDelivery[]> {
    const claimed = await this.pusher.batches.claimDue(size, holder, ahead);
    for (const { notification } of claimed) taken.add(notification.id);
    return claimed;
  }

  /** Claimed notifications with the pushes prepared for them (read in one Redis round trip). */
  private async withPrepared(claimed: ClaimedDelivery[]): Promise<HeldDelivery[]> {
    return Promise.all(
      claimed.map(async (delivery) => ({ delivery, prepared: await this.pusher.preparedOf(delivery.notification.id) })),
    );
  }

  /** Never pushes before the instant: waits for it on the clock. */
  private async waitUntil(dueAt: number): Promise<void> {
    for (let left = dueAt - this.clock.now().getTime(); left > 0; left = dueAt - this.clock.now().getTime()) {
      await sleep(Math.min(left, WAIT_STEP_MS));
    }
  }

  /** The notifications held since before the instant, CLAIM_SIZE at a time, CHUNKS_IN_FLIGHT chunks at once. */
  private async deliverHeld(live: HeldDelivery[], startBy: number): Promise<DeliverDueResult[]> {
    let next = 0;
    const lane = async (): Promise<DeliverDueResult[]> => {
      const results: DeliverDueResult[] = [];
      while (next < live.length) {
        const chunk = live.slice(next, (next += CLAIM_SIZE));
        results.push(await this.deliverClaimed(chunk, startBy));
      }
      return results;
    };
    return (await Promise.all(Array.from({ length: CHUNKS_IN_FLIGHT }, lane))).flat();
  }

  /**
   * Pushes held notifications side by side (they finish together, so their answers and transitions share
   * statements); one whose push has not started by `startBy`, or whose hold was lost, is left.
   */
  private async deliverClaimed(held: HeldDelivery[], startBy: number): Promise<DeliverDueResult> {
    const outcomes = await Promise.all(held.map((one) => this.deliverOne(one, startBy)));
    this.pusher.batches.holds.letGo(held.map(({ delivery }) => delivery.notification.id));
    const retry = held
      .filter((_, index) => outcomes[index] === 'retry')
      .map(({ delivery }) => delivery.notification.id);
    await this.pusher.releaseForRetry(retry);
    await this.queue.enqueueRetries(retry);
    return { sent: outcomes.filter((outcome) => outcome === 'sent').length, retried: retry.length };
  }

  private async deliverOne({ delivery, prepared }: HeldDelivery, startBy: number): Promise<DeliveryOutcome> {
    // Never pushed once its hold is lost: another delivery may have it (DeliveryHolds).
    if (Date.now() > startBy || !this.pusher.batches.holds.holds(delivery.notification.id)) return 'left';
    const failures = await this.pusher.push(delivery, prepared);
    if (failures.length > 0) return 'retry';
    await this.pusher.batches.markSent(delivery.notification.id);
    return 'sent';
  }
}
