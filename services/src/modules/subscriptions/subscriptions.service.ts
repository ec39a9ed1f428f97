import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  PLANS,
  SubscriptionErrorCode,
  SubscriptionMessages,
  type StartTrialRequest,
  type SubscriptionState,
} from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { Clock } from '../../common/clock';
import { UsersService } from '../users/users.service';
import { SubscriptionEntity } from './entities/subscription.entity';
import { SubscriptionBillingService } from './subscription-billing.service';
import { toSubscriptionState } from './subscription-state.mapper';
import { addDays, isBoundaryDue, pauseEnd, resumedFromPause, uncancelled } from './subscription-transitions';

/** The caller's own subscription: trial, cancel, pause, resume. Boundaries are the worker's job. */
@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly billing: SubscriptionBillingService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async get(userId: number): Promise<SubscriptionState> {
    return this.state(await this.dataSource.getRepository(SubscriptionEntity).findOneBy({ userId }));
  }

  /** One free trial per user: any subscription row means the trial was used. */
  startTrial(userId: number, request: StartTrialRequest): Promise<SubscriptionState> {
    this.refuseWhenCheckoutRequired();
    return this.dataSource.transaction(async (manager) => {
      await this.users.lock(userId, manager);
      if (await manager.getRepository(SubscriptionEntity).existsBy({ userId })) {
        throw new ApiException(409, SubscriptionMessages.trialAlreadyUsed, {
          code: SubscriptionErrorCode.trialAlreadyUsed,
        });
      }
      const now = this.clock.now();
      const trialEndsAt = addDays(now, PLANS[request.plan].trialDays);
      const sub = manager.getRepository(SubscriptionEntity).create({
        userId,
        plan: request.plan,
        status: 'trialing',
        paymentMethod: request.paymentMethod,
        trialUsedAt: now,
        trialEndsAt,
        currentPeriodStart: now,
        currentPeriodEnd: trialEndsAt,
        cancelAtPeriodEnd: false,
        pausedAt: null,
        pausedUntil: null,
      });
      const saved = await this.billing.persist(manager, sub);
      await this.billing.charge(manager, saved, 'trial_start', { start: now, end: trialEndsAt });
      return this.state(saved);
    });
  }

  /**
   * A plan started later (Settings): the free trial when it was never used, else (the old plan expired) a new
   * paid period charged now. A running plan is refused with 409.
   */
  async startPlan(userId: number, request: StartTrialRequest): Promise<SubscriptionState> {
    this.refuseWhenCheckoutRequired();
    const existing = await this.dataSource.getRepository(SubscriptionEntity).findOneBy({ userId });
    if (!existing) return this.startTrial(userId, request);
    return this.dataSource.transaction(async (manager) => {
      const sub = await lockedSubscription(manager, userId);
      if (!sub || sub.status !== 'expired') {
        throw new ApiException(409, SubscriptionMessages.alreadySubscribed, {
          code: SubscriptionErrorCode.alreadySubscribed,
        });
      }
      const now = this.clock.now();
      const period = { start: now, end: addDays(now, PLANS[request.plan].periodDays) };
      Object.assign(sub, {
        plan: request.plan,
        paymentMethod: request.paymentMethod,
        pausedAt: null,
        pausedUntil: null,
      });
      const payment = await this.billing.charge(manager, sub, 'restart', period);
      if (payment.status !== 'succeeded') {
        throw new ApiException(402, SubscriptionMessages.paymentFailed, { code: SubscriptionErrorCode.paymentFailed });
      }
      Object.assign(sub, {
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
      });
      return this.state(await this.billing.persist(manager, sub));
    });
  }

  /** Access continues until the period (or trial) ends; then the worker expires it. */
  cancel(userId: number): Promise<SubscriptionState> {
    return this.change(userId, ['trialing', 'active', 'past_due'], SubscriptionMessages.notCancellable, () => ({
      status: 'cancelled',
      cancelAtPeriodEnd: true,
    }));
  }

  pause(userId: number, months: number): Promise<SubscriptionState> {
    return this.change(userId, ['active'], SubscriptionMessages.notPausable, (_sub, now) => ({
      status: 'paused',
      pausedAt: now,
      pausedUntil: pauseEnd(now, months),
    }));
  }

  resume(userId: number): Promise<SubscriptionState> {
    return this.change(userId, ['paused', 'cancelled'], SubscriptionMessages.notResumable, (sub, now) => {
      if (sub.status === 'paused') return resumedFromPause(sub, now);
      // The period is over even if the worker has not expired it yet.
      if (isBoundaryDue(sub, now)) {
        throw new ApiException(409, SubscriptionMessages.notResumable, {
          code: SubscriptionErrorCode.invalidTransition,
        });
      }
      return uncancelled(sub, now);
    });
  }

  /** With a hosted processor, a plan (even a trial) starts only after its payment page. */
  private refuseWhenCheckoutRequired(): void {
    if (this.billing.hostedCheckout) {
      throw new ApiException(409, SubscriptionMessages.checkoutRequired, {
        code: SubscriptionErrorCode.checkoutRequired,
      });
    }
  }

  private state(sub: SubscriptionEntity | null): SubscriptionState {
    return toSubscriptionState(sub, this.billing.processor);
  }

  private change(
    userId: number,
    allowed: SubscriptionEntity['status'][],
    refusal: string,
    apply: (sub: SubscriptionEntity, now: Date) => Partial<SubscriptionEntity>,
  ): Promise<SubscriptionState> {
    return this.dataSource.transaction(async (manager) => {
      const sub = await lockedSubscription(manager, userId);
      if (!sub) throw new ApiException(404, SubscriptionMessages.noSubscription);
      if (!allowed.includes(sub.status)) {
        throw new ApiException(409, refusal, { code: SubscriptionErrorCode.invalidTransition });
      }
      Object.assign(sub, apply(sub, this.clock.now()));
      const saved = await this.billing.persist(manager, sub);
      // A processor that bills by itself must stop (or resume) billing too; if it cannot be told, nothing changes here.
      await this.billing.tellProcessor(saved);
      return this.state(saved);
    });
  }
}

function lockedSubscription(manager: EntityManager, userId: number): Promise<SubscriptionEntity | null> {
  return manager.getRepository(SubscriptionEntity).findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
}
