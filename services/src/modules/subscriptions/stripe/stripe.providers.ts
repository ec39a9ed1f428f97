import type { Provider } from '@nestjs/common';
import { type AppConfig, APP_CONFIG } from '../../../config';
import { PaymentProvider } from '../payment-provider';
import { SandboxPaymentProvider } from '../sandbox-payment-provider';
import { createStripeClient } from './stripe-client';
import { StripePaymentProvider } from './stripe-payment-provider';
import { StripeWebhookService } from './stripe-webhook.service';

/** The webhook verifier, or null when Stripe is not configured (the route then answers 404). */
export const STRIPE_WEBHOOK = Symbol('STRIPE_WEBHOOK');

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; otherwise the sandbox, which takes no payment. */
export const paymentProviderProvider: Provider = {
  provide: PaymentProvider,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): PaymentProvider =>
    config.stripe ? new StripePaymentProvider(createStripeClient(config.stripe)) : new SandboxPaymentProvider(),
};

export const stripeWebhookProvider: Provider = {
  provide: STRIPE_WEBHOOK,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): StripeWebhookService | null =>
    config.stripe ? new StripeWebhookService(createStripeClient(config.stripe), config.stripe) : null,
};
