import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock';
import { SubscriptionEntity } from '../entities/subscription.entity';
import { SubscriptionBillingService } from '../subscription-billing.service';
import { subscriptionIdsAtBoundary } from '../subscriptions.queries';
import { isBoundaryDue, PERIOD_BOUNDARY_STATUSES, renewedPeriod, resumedFromPause } from '../subscription-transitions';

/** Subscriptions handled per sweep; the rest wait for the next hourly run. */
const BATCH_SIZE = 500;
/** Periods caught up per subscription in one sweep (a worker that was down for a long time). */
const MAX_STEPS_PER_SUBSCRIPTION = 24;

/**
 * The hourly sweep: every subscription whose boundary has passed (by the Clock) moves on —
 * trial end and period end charge and renew (or expire when cancelled), a pause ends. Each step
 * runs in its own transaction on a locked row and re-checks the boundary, so running the sweep
 * twice, or on two workers at once, changes nothing the second time.
 */
@Injectable()
export class ProcessSubscriptionBoundariesUseCase {
  private readonly logger = new Logger(ProcessSubscriptionBoundariesUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly billing: SubscriptionBillingService,
    private readonly clock: Clock,
  ) {}

  /** Returns how many transitions were made. */
  async execute(): Promise<number> {
    const now = this.clock.now();
    const due = await subscriptionIdsAtBoundary(this.dataSource.manager, now, PERIOD_BOUNDARY_STATUSES, BATCH_SIZE);
    let transitions = 0;
    for (const id of due) {
      for (let step = 0; step < MAX_STEPS_PER_SUBSCRIPTION && (await this.step(id, now)); step++) transitions++;
    }
    if (transitions > 0) this.logger.log(`Made ${transitions} subscription transition(s)`);
    return transitions;
  }

  /** One transition of one subscription; false when nothing (more) is due. */
  private step(id: number, now: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const sub = await manager
        .getRepository(SubscriptionEntity)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!sub || !isBoundaryDue(sub, now)) return false;
      if (sub.status === 'paused') {
        Object.assign(sub, resumedFromPause(sub, sub.pausedUntil ?? now));
      } else if (sub.status === 'cancelled' || sub.cancelAtPeriodEnd) {
        Object.assign(sub, { status: 'expired', cancelAtPeriodEnd: false });
      } else if (this.billing.billsItself(sub)) {
        // The processor charges at the boundary and its webhook moves the period (or marks it past due).
        return false;
      } else {
        const period = renewedPeriod(sub);
        const payment = await this.billing.charge(manager, sub, 'renewal', period);
        if (payment.status !== 'succeeded') {
          // Stays due: the next sweep tries again.
          sub.status = 'past_due';
          await this.billing.persist(manager, sub);
          return false;
        }
        Object.assign(sub, { status: 'active', currentPeriodStart: period.start, currentPeriodEnd: period.end });
      }
      await this.billing.persist(manager, sub);
      return true;
    });
  }
}
