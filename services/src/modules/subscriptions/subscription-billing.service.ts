import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { PLANS } from '@anchor/contracts';
import { UsersService } from '../users/users.service';
import { PaymentEntity, type PaymentKind } from './entities/payment.entity';
import { SubscriptionEntity } from './entities/subscription.entity';
import { type ChargeResult, PaymentProvider } from './payment-provider';
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

  /** Plans start on the processor's payment page (POST /api/subscription/checkout), never directly. */
  get hostedCheckout(): boolean {
    return this.paymentProvider.hostedCheckout;
  }

  /** The processor bills renewals itself and reports them by webhook (the sweep does not charge). */
  billsItself(sub: SubscriptionEntity): boolean {
    return this.paymentProvider.hostedCheckout && sub.processorSubscriptionId !== null;
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
    const earlier = await this.succeededFor(manager, sub, kind, period);
    if (earlier) return earlier;
    const amountDueCents = kind === 'trial_start' ? 0 : PLANS[sub.plan].priceCents;
    if (this.billsItself(sub)) throw new Error(`${this.processor} bills subscription ${sub.id} itself`);
    const result = await this.paymentProvider.charge({
      userId: sub.userId,
      amountCents: amountDueCents,
      currency: 'usd',
      paymentMethod: sub.paymentMethod,
      description: `Anchor ${PLANS[sub.plan].name} (${kind})`,
      idempotencyKey: `${sub.userId}:${kind}:${period.start.toISOString()}`,
    });
    return this.record(manager, sub, kind, period, { ...result, amountDueCents });
  }

  /** A payment the processor reports (a webhook, a checkout): written once per succeeded user, kind and period. */
  async record(
    manager: EntityManager,
    sub: SubscriptionEntity,
    kind: PaymentKind,
    period: { start: Date; end: Date },
    result: ChargeResult & { amountDueCents: number },
  ): Promise<PaymentEntity> {
    if (result.status === 'succeeded') {
      const earlier = await this.succeededFor(manager, sub, kind, period);
      if (earlier) return earlier;
    }
    const repository = manager.getRepository(PaymentEntity);
    return repository.save(
      repository.create({
        userId: sub.userId,
        kind,
        plan: sub.plan,
        paymentMethod: sub.paymentMethod,
        provider: this.paymentProvider.name,
        providerReference: result.providerReference,
        amountDueCents: result.amountDueCents,
        amountChargedCents: result.amountChargedCents,
        status: result.status,
        periodStart: period.start,
        periodEnd: period.end,
      }),
    );
  }

  /** The succeeded payment already written for this user, kind and period start, if any. */
  private succeededFor(
    manager: EntityManager,
    sub: SubscriptionEntity,
    kind: PaymentKind,
    period: { start: Date },
  ): Promise<PaymentEntity | null> {
    return manager
      .getRepository(PaymentEntity)
      .findOneBy({ userId: sub.userId, kind, periodStart: period.start, status: 'succeeded' });
  }

  /** Tells a processor that bills by itself about a cancellation or pause made here (inside the transaction). */
  async tellProcessor(sub: SubscriptionEntity): Promise<void> {
    if (!this.billsItself(sub) || !sub.processorSubscriptionId) return;
    await this.paymentProvider.updateSubscription(sub.processorSubscriptionId, {
      cancelAtPeriodEnd: sub.status === 'cancelled' || sub.cancelAtPeriodEnd,
      pausedUntil: sub.status === 'paused' ? sub.pausedUntil : null,
    });
  }

  /** Saves the subscription and mirrors it onto users (PublicUser shows tier, status, dates, method). */
  async persist(manager: EntityManager, sub: SubscriptionEntity): Promise<SubscriptionEntity> {
    const saved = await manager.getRepository(SubscriptionEntity).save(sub);
    await this.users.mirrorSubscription(sub.userId, userSubscriptionFields(saved), manager);
    return saved;
  }
}
