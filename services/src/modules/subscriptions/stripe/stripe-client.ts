import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import Stripe from 'stripe';
import { guardedLookup } from '../../../common/outbound-address';
import type { StripeSettings } from '../../../config/stripe-config';

/**
 * The SDK client for the configured account; a local stand-in (tests) through host, port and protocol. Every
 * connection but a named stand-in's goes through a lookup that refuses loopback, private and link-local addresses.
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const protocol = settings.api?.protocol ?? 'https';
  const httpAgent = settings.standIn
    ? undefined
    : protocol === 'https'
      ? new HttpsAgent({ keepAlive: true, lookup: guardedLookup })
      : new HttpAgent({ keepAlive: true, lookup: guardedLookup });
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(settings.api ?? {}),
    ...(httpAgent ? { httpAgent } : {}),
  });
}
