import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { StripeSettings } from '../../../config/stripe-config';
import type { PaymentEvent, VerifiedPaymentEvent } from '../payment-event';

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** Thrown when the Stripe-Signature header does not prove the body came from Stripe unchanged. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** Verifies Stripe's signature on the raw body and reads the events that change a subscription. */
@Injectable()
export class StripeWebhookService {
  constructor(
    private readonly stripe: Stripe,
    private readonly settings: StripeSettings,
  ) {}

  verify(rawBody: string, signature: string | undefined): VerifiedPaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.settings.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
    }
    return { id: event.id, type: event.type, event: paymentEventOf(event) };
  }
}

function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.mode === 'subscription'
        ? { kind: 'checkout_completed', sessionId: event.data.object.id }
        : null;
    case 'invoice.paid':
      return invoiceEvent('invoice_paid', event.data.object);
    case 'invoice.payment_failed':
      return invoiceEvent('invoice_failed', event.data.object);
    case 'customer.subscription.deleted':
      return { kind: 'subscription_ended', subscriptionId: event.data.object.id };
    default:
      return null;
  }
}

function invoiceEvent(kind: 'invoice_paid' | 'invoice_failed', invoice: Stripe.Invoice): PaymentEvent | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  const subscriptionId = typeof subscription === 'string' ? subscription : subscription?.id;
  const line = invoice.lines.data[0];
  if (!subscriptionId || !line) return null;
  return {
    kind,
    subscriptionId,
    invoiceId: invoice.id,
    first: invoice.billing_reason === 'subscription_create',
    amountCents: kind === 'invoice_paid' ? invoice.amount_paid : invoice.amount_due,
    periodStart: fromUnix(line.period.start),
    periodEnd: fromUnix(line.period.end),
  };
}
