import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { PLANS } from '@anchor/contracts';
import { UsersService } from '../users/users.service';
import { PaymentEntity, type PaymentKind } from './entities/payment.entity';
import { SubscriptionEntity } from './entities/subscription.entity';
import { PaymentProvider } from './payment-provider';
import { userSubscriptionFields } from './subscription-state.mapper';

/** Charges through the configured PaymentProvider and keeps subscriptions, payments and users in step. */
@Injectable()
export class SubscriptionBillingService {
  constructor(
    private readonly paymentProvider: PaymentProvider,
    private readonly users: UsersService,
  ) {}

  get processor(): PaymentProvider['name'] {
    return this.paymentProvider.name;
  }

  /**
   * One successful charge per user, kind and period start (unique index): a repeat returns the
   * earlier row instead of charging twice; a failed attempt may be retried. Trial starts are charged 0: they only record the method.
   */
  async charge(
    manager: EntityManager,
    sub: SubscriptionEntity,
    kind: PaymentKind,
    period: { start: Date; end: Date },
  ): Promise<PaymentEntity> {
    const repository = manager.getRepository(PaymentEntity);
    const earlier = await repository.findOneBy({
      userId: sub.userId,
      kind,
      periodStart: period.start,
      status: 'succeeded',
    });
    if (earlier) return earlier;
    const amountDueCents = kind === 'trial_start' ? 0 : PLANS[sub.plan].priceCents;
    const result = await this.paymentProvider.charge({
      userId: sub.userId,
      amountCents: amountDueCents,
      currency: 'usd',
      paymentMethod: sub.paymentMethod,
      description: `Anchor ${PLANS[sub.plan].name} (${kind})`,
      idempotencyKey: `${sub.userId}:${kind}:${period.start.toISOString()}`,
    });
    return repository.save(
      repository.create({
        userId: sub.userId,
        kind,
        plan: sub.plan,
        paymentMethod: sub.paymentMethod,
        provider: this.paymentProvider.name,
        providerReference: result.providerReference,
        amountDueCents,
        amountChargedCents: result.amountChargedCents,
        status: result.status,
        periodStart: period.start,
        periodEnd: period.end,
      }),
    );
  }

  /** Saves the subscription and mirrors it onto users (PublicUser shows tier, status, dates, method). */
  async persist(manager: EntityManager, sub: SubscriptionEntity): Promise<SubscriptionEntity> {
    const saved = await manager.getRepository(SubscriptionEntity).save(sub);
    await this.users.mirrorSubscription(sub.userId, userSubscriptionFields(saved), manager);
    return saved;
  }
}
