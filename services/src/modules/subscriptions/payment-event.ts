/** A processor's report about a subscription, reduced to what changes ours. */
export type PaymentEvent =
  | { kind: 'checkout_completed'; sessionId: string }
  | {
      kind: 'invoice_paid' | 'invoice_failed';
      subscriptionId: string;
      invoiceId: string;
      /** The plan's first paid invoice (after checkout) rather than a renewal. */
      first: boolean;
      amountCents: number;
      periodStart: Date;
      periodEnd: Date;
    }
  | { kind: 'subscription_ended'; subscriptionId: string };

/** A verified event: its id (handled once) and what it means; `event` is null for types we do not act on. */
export interface VerifiedPaymentEvent {
  id: string;
  type: string;
  event: PaymentEvent | null;
}
