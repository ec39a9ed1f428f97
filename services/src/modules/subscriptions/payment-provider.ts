import type { PaymentMethod, PaymentProcessorName, PlanId } from '@anchor/contracts';

export interface ChargeRequest {
  userId: number;
  amountCents: number;
  currency: 'usd';
  paymentMethod: PaymentMethod;
  description: string;
  /** Stable per user, kind and period: a processor must treat a repeat as the same charge. */
  idempotencyKey: string;
}

export interface ChargeResult {
  status: 'succeeded' | 'failed';
  amountChargedCents: number;
  providerReference: string | null;
  failureMessage?: string;
}

/** The processor's hosted payment page for a plan's first payment (or its trial's card). */
export interface CheckoutRequest {
  userId: number;
  plan: PlanId;
  paymentMethod: PaymentMethod;
  /** Free days before the first charge; 0 when the one free trial was used. */
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

/** A checkout the processor itself reports complete, with the subscription it started. */
export interface ConfirmedCheckout {
  sessionId: string;
  userId: number;
  plan: PlanId;
  paymentMethod: PaymentMethod;
  customerId: string;
  subscriptionId: string;
  status: 'trialing' | 'active';
  trialEndsAt: Date | null;
  periodStart: Date;
  periodEnd: Date;
  amountPaidCents: number;
}

/** What the processor should know of a subscription the person changed here. */
export interface ProcessorSubscriptionChange {
  cancelAtPeriodEnd: boolean;
  /** Billing waits until then (a pause); null bills as usual. */
  pausedUntil: Date | null;
}

export class CheckoutNotSupportedError extends Error {
  override name = 'CheckoutNotSupportedError';
}

/**
 * Where subscription money moves. The sandbox charges directly (charge()) and renews in the worker's
 * sweep; a hosted processor (Stripe) takes the first payment on its own page (createCheckout, then
 * retrieveCheckout or its signed webhook), bills renewals itself and reports them by webhook, and is told of
 * cancellations and pauses (updateSubscription). Charges are non-refundable (the Cancel page).
 */
export abstract class PaymentProvider {
  abstract readonly name: PaymentProcessorName;

  /** True when the first payment happens on the processor's page and renewals arrive by webhook. */
  readonly hostedCheckout: boolean = false;

  abstract charge(request: ChargeRequest): Promise<ChargeResult>;

  createCheckout(_request: CheckoutRequest): Promise<CheckoutSession> {
    return Promise.reject(new CheckoutNotSupportedError(`${this.name} has no hosted checkout`));
  }

  /** The completed checkout, or null while it is not paid or set up. */
  retrieveCheckout(_sessionId: string): Promise<ConfirmedCheckout | null> {
    return Promise.reject(new CheckoutNotSupportedError(`${this.name} has no hosted checkout`));
  }

  /** Nothing to tell when the processor does not bill by itself. */
  updateSubscription(_subscriptionId: string, _change: ProcessorSubscriptionChange): Promise<void> {
    return Promise.resolve();
  }
}
