import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { PAYMENT_METHODS, PLAN_IDS, PLANS, type PaymentMethod, type PlanId } from '@anchor/contracts';
import {
  type ChargeRequest,
  type ChargeResult,
  type CheckoutRequest,
  type CheckoutSession,
  type ConfirmedCheckout,
  PaymentProvider,
  type ProcessorSubscriptionChange,
} from '../payment-provider';

const INTERVAL: Record<PlanId, 'month' | 'year'> = { monthly: 'month', annual: 'year' };

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/**
 * Stripe takes the money: the first payment (or the trial's card) on a Checkout Session in subscription
 * mode, renewals billed by Stripe and reported to the webhook. Card details never reach this server.
 */
@Injectable()
export class StripePaymentProvider extends PaymentProvider {
  readonly name = 'stripe' as const;
  override readonly hostedCheckout = true;

  constructor(private readonly stripe: Stripe) {
    super();
  }

  /** Stripe bills on its own schedule; the sweep never charges a Stripe subscription directly. */
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    return {
      status: 'failed',
      amountChargedCents: 0,
      providerReference: null,
      failureMessage: `Stripe bills subscriptions itself (${request.idempotencyKey})`,
    };
  }

  override async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const plan = PLANS[request.plan];
    const metadata = { userId: String(request.userId), plan: request.plan, paymentMethod: request.paymentMethod };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      client_reference_id: String(request.userId),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: plan.priceCents,
            recurring: { interval: INTERVAL[request.plan] },
            product_data: { name: `Anchor ${plan.name}` },
          },
        },
      ],
      subscription_data: {
        metadata,
        ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
      },
      metadata,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { id: session.id, url: session.url };
  }

  override async retrieveCheckout(sessionId: string): Promise<ConfirmedCheckout | null> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
    return confirmedCheckout(session);
  }

  override async updateSubscription(subscriptionId: string, change: ProcessorSubscriptionChange): Promise<void> {
    await this.stripe.subscriptions.update(subscriptionId, {
      cancel_at_period_end: change.cancelAtPeriodEnd,
      // An empty string clears the pause: Stripe bills again from the next period.
      pause_collection: change.pausedUntil
        ? { behavior: 'void', resumes_at: Math.floor(change.pausedUntil.getTime() / 1000) }
        : '',
    });
  }
}

/** The session as Stripe reports it, when it is complete and started a subscription we can read. */
function confirmedCheckout(session: Stripe.Checkout.Session): ConfirmedCheckout | null {
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const subscription = session.subscription;
  if (session.status !== 'complete' || !paid || !subscription || typeof subscription === 'string') return null;
  const userId = Number(session.client_reference_id);
  const plan = session.metadata?.plan as PlanId | undefined;
  const paymentMethod = session.metadata?.paymentMethod as PaymentMethod | undefined;
  const customerId = idOf(session.customer);
  const item = subscription.items.data[0];
  if (!Number.isInteger(userId) || !plan || !PLAN_IDS.includes(plan) || !customerId || !item) return null;
  return {
    sessionId: session.id,
    userId,
    plan,
    paymentMethod: paymentMethod && PAYMENT_METHODS.includes(paymentMethod) ? paymentMethod : 'credit_card',
    customerId,
    subscriptionId: subscription.id,
    status: subscription.status === 'trialing' ? 'trialing' : 'active',
    trialEndsAt: subscription.trial_end ? fromUnix(subscription.trial_end) : null,
    periodStart: fromUnix(item.current_period_start),
    periodEnd: fromUnix(item.current_period_end),
    amountPaidCents: session.amount_total ?? 0,
  };
}
