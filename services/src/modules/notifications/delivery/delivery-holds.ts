import type { Clock } from '../../../common/clock';
import type { Queryable } from '../../../database/queryable';
import { renewHolds } from './delivery.queries';

/** How often the holds of the notifications in hand are renewed: well inside a hold (CLAIM_HOLD_MS). */
export const HOLD_RENEW_MS = 5_000;
/**
 * A push starts only while its notification's hold has at least this long left: the push's own timeout (10 s)
 * and the record of its answer then fit inside the hold, renewed or not.
 */
const HOLD_LEFT_TO_PUSH_MS = 15_000;
/**
 * A hold is renewed once less than this is left: two renewals late, it still lets pushes start. A delivery done
 * within seconds (nearly all) is never renewed, so the renewal's row writes do not queue behind its own.
 */
const RENEW_WHEN_LEFT_MS = HOLD_LEFT_TO_PUSH_MS + 2 * HOLD_RENEW_MS;

interface Hold {
  holder: string;
  /** The end of the hold (the app clock's epoch ms) as last written. */
  until: number;
}

/**
 * The holds of the notifications this worker has claimed and not finished (one per worker, shared by every
 * delivery running here). A hold ends CLAIM_HOLD_MS after it is taken, after which any other delivery may claim
 * the notification; a delivery still in flight then (a slow push service, a busy machine) would see it pushed
 * twice. So every HOLD_RENEW_MS the holds in hand that run out soon are renewed, all in one statement, and a push
 * starts only for a notification whose hold is still its delivery's and lasts the push (`holds`): a hold found
 * lost (claimed by another delivery, let go, final or gone) is never pushed. A worker that dies stops renewing:
 * its notifications go to others once their holds end, as before.
 */
export class DeliveryHolds {
  private readonly inHand = new Map<number, Hold>();
  private timer: NodeJS.Timeout | null = null;
  private renewing = false;

  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    private readonly holdMs: number,
  ) {}

  /** Notifications just claimed by `holder`, held until `until`: renewed until let go. */
  take(ids: number[], holder: string, until: Date): void {
    for (const id of ids) this.inHand.set(id, { holder, until: until.getTime() });
    if (this.inHand.size > 0) this.timer ??= setInterval(() => void this.renew(), HOLD_RENEW_MS).unref();
  }

  /** Whether a push of this notification may start: the hold is still its delivery's and outlasts the push. */
  holds(id: number): boolean {
    const hold = this.inHand.get(id);
    return hold !== undefined && hold.until - this.clock.now().getTime() >= HOLD_LEFT_TO_PUSH_MS;
  }

  /** Finished (sent, handed to a retry, left for a later claim): no longer renewed. */
  letGo(ids: number[]): void {
    for (const id of ids) this.inHand.delete(id);
    if (this.inHand.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /** Exposed for tests: one renewal of every hold in hand that runs out within RENEW_WHEN_LEFT_MS. */
  async renew(): Promise<void> {
    const now = this.clock.now().getTime();
    const holds = [...this.inHand].filter(([, hold]) => hold.until - now < RENEW_WHEN_LEFT_MS);
    if (this.renewing || holds.length === 0) return;
    this.renewing = true;
    try {
      const until = now + this.holdMs;
      const renewed = new Set(
        await renewHolds(
          this.db,
          holds.map(([id]) => id),
          holds.map(([, hold]) => hold.holder),
          new Date(until),
        ),
      );
      for (const [id, hold] of holds) {
        // Let go (or taken again) meanwhile: that delivery's own hold.
        if (this.inHand.get(id) !== hold) continue;
        if (renewed.has(id)) hold.until = Math.max(hold.until, until);
        else this.inHand.delete(id);
      }
    } catch {
      // PostgreSQL not at hand: the holds run out as written, and `holds` stops the pushes before they do.
    } finally {
      this.renewing = false;
    }
  }
}
