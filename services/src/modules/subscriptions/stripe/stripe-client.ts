import Stripe from 'stripe';
import type { StripeSettings } from '../../../config/stripe-config';

/** The SDK client for the configured account; a local stand-in (tests) through host, port and protocol. */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(settings.api ?? {}),
  });
}
