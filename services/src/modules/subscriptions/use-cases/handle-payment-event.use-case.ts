import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { SubscriptionEntity } from '../entities/subscription.entity';
import type { PaymentEvent, VerifiedPaymentEvent } from '../payment-event';
import { PaymentProvider } from '../payment-provider';
import { SubscriptionBillingService } from '../subscription-billing.service';
import { recordPaymentEventOnce } from '../subscriptions.queries';
import { ActivateCheckoutUseCase } from './activate-checkout.use-case';

export type PaymentEventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies a verified processor event once: its id is recorded in the same transaction as its effect, so a
 * replay (the processor retries, or someone resends it) changes nothing, and a failure records nothing.
 */
@Injectable()
export class HandlePaymentEventUseCase {
  private readonly logger = new Logger(HandlePaymentEventUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly billing: SubscriptionBillingService,
    private readonly activateCheckout: ActivateCheckoutUseCase,
  ) {}

  async execute({ id, type, event }: VerifiedPaymentEvent): Promise<PaymentEventOutcome> {
    // The session is read back from the processor before the transaction (a network call holds no row lock).
    const checkout =
      event?.kind === 'checkout_completed' ? await this.provider.retrieveCheckout(event.sessionId) : null;
    return this.dataSource.transaction(async (manager) => {
      if (!(await recordPaymentEventOnce(manager, id, type))) return 'duplicate';
      if (!event) return 'ignored';
      if (event.kind === 'checkout_completed') {
        return checkout && (await this.activateCheckout.execute(manager, checkout)) ? 'applied' : 'ignored';
      }
      return this.applyToSubscription(manager, event);
    });
  }

  private async applyToSubscription(
    manager: EntityManager,
    event: Exclude<PaymentEvent, { kind: 'checkout_completed' }>,
  ): Promise<PaymentEventOutcome> {
    const sub = await manager.getRepository(SubscriptionEntity).findOne({
      where: { processorSubscriptionId: event.subscriptionId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!sub) {
      this.logger.warn(`Payment event for unknown processor subscription ${event.subscriptionId}`);
      return 'ignored';
    }
    if (event.kind === 'subscription_ended') {
      Object.assign(sub, { status: 'expired', cancelAtPeriodEnd: false, pausedAt: null, pausedUntil: null });
      await this.billing.persist(manager, sub);
      return 'applied';
    }
    // The trial's $0 invoice changes nothing; the first real charge comes when the trial ends.
    if (event.kind === 'invoice_paid' && event.amountCents === 0) return 'ignored';
    const period = { start: event.periodStart, end: event.periodEnd };
    const paid = event.kind === 'invoice_paid';
    await this.billing.record(manager, sub, event.first ? 'restart' : 'renewal', period, {
      status: paid ? 'succeeded' : 'failed',
      amountDueCents: event.amountCents,
      amountChargedCents: paid ? event.amountCents : 0,
      providerReference: event.invoiceId,
    });
    if (paid) {
      const keepCancelled = sub.status === 'cancelled' || sub.status === 'paused';
      Object.assign(sub, {
        status: keepCancelled ? sub.status : 'active',
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
      });
    } else if (sub.status !== 'expired') {
      // Access continues while the processor retries the card; the Subscription card says payment failed.
      sub.status = 'past_due';
    }
    await this.billing.persist(manager, sub);
    return 'applied';
  }
}
