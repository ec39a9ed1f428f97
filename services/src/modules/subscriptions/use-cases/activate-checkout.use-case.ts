import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock';
import { UsersService } from '../../users/users.service';
import { SubscriptionEntity } from '../entities/subscription.entity';
import type { ConfirmedCheckout } from '../payment-provider';
import { SubscriptionBillingService } from '../subscription-billing.service';

/**
 * A checkout the processor confirmed (its signed webhook, or the session read back from it) starts the plan:
 * the free trial for a person who never had a subscription, a paid period after an expired one. Both paths
 * may arrive, in any order: the second finds the same processor subscription and changes nothing.
 */
@Injectable()
export class ActivateCheckoutUseCase {
  constructor(
    private readonly billing: SubscriptionBillingService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  /** Inside the caller's transaction. Returns the subscription as it stands afterwards (null: refused). */
  async execute(manager: EntityManager, checkout: ConfirmedCheckout): Promise<SubscriptionEntity | null> {
    await this.users.lock(checkout.userId, manager);
    const repository = manager.getRepository(SubscriptionEntity);
    const existing = await repository.findOneBy({ userId: checkout.userId });
    if (existing?.processorSubscriptionId === checkout.subscriptionId) return existing;
    // A running plan is never replaced by a second checkout.
    if (existing && existing.status !== 'expired') return null;
    const now = this.clock.now();
    const trial = checkout.status === 'trialing';
    const sub = existing ?? repository.create({ userId: checkout.userId, trialUsedAt: null, trialEndsAt: null });
    Object.assign(sub, {
      plan: checkout.plan,
      status: checkout.status,
      paymentMethod: checkout.paymentMethod,
      currentPeriodStart: checkout.periodStart,
      currentPeriodEnd: checkout.trialEndsAt && trial ? checkout.trialEndsAt : checkout.periodEnd,
      cancelAtPeriodEnd: false,
      pausedAt: null,
      pausedUntil: null,
      processorCustomerId: checkout.customerId,
      processorSubscriptionId: checkout.subscriptionId,
      ...(trial ? { trialUsedAt: now, trialEndsAt: checkout.trialEndsAt } : {}),
    });
    const saved = await this.billing.persist(manager, sub);
    const period = { start: saved.currentPeriodStart, end: saved.currentPeriodEnd };
    await this.billing.record(manager, saved, trial ? 'trial_start' : 'restart', period, {
      status: 'succeeded',
      amountDueCents: checkout.amountPaidCents,
      amountChargedCents: checkout.amountPaidCents,
      providerReference: checkout.sessionId,
    });
    return saved;
  }
}
