import type { PaymentMethod, PaymentProcessorName } from '@anchor/contracts';

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

export class RefundNotSupportedError extends Error {
  override name = 'RefundNotSupportedError';
}

/**
 * Where subscription money moves. A real processor (Stripe, Braintree, ...) implements charge()
 * against the customer's stored method; the subscription lifecycle never talks to a processor
 * directly. Charges are generally non-refundable (the Cancel page), so refund() is not supported.
 */
export abstract class PaymentProvider {
  abstract readonly name: PaymentProcessorName;

  abstract charge(request: ChargeRequest): Promise<ChargeResult>;

  refund(_providerReference: string): Promise<never> {
    return Promise.reject(new RefundNotSupportedError(`${this.name} does not support refunds`));
  }
}
