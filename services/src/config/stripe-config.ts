import { isIP } from 'node:net';
import { z } from 'zod';
import { isForbiddenAddress } from '../common/outbound-address';
import { isHttpUrl } from './oauth-config';

/** Stripe takes the payments when both keys are set; the API base URL is for a local stand-in (tests). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends its calls; null for Stripe's own API. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
  /** The API is a local stand-in named in OUTBOUND_STAND_IN_ORIGINS: its address is not checked. */
  standIn: boolean;
}

export const stripeEnvSchema = z.object({
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret or restricted key (sk_test_..., sk_live_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_...)')
    .optional(),
  STRIPE_API_BASE_URL: z.string().refine(isHttpUrl, 'must be an http(s) URL such as http://127.0.0.1:12111').optional(),
});

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;

/**
 * Both keys or neither; production calls Stripe over https only, never a stand-in on this machine; an API on a
 * private or local address is refused unless it is a stand-in named in OUTBOUND_STAND_IN_ORIGINS.
 */
export function stripeFrom(
  vars: z.infer<typeof stripeEnvSchema>,
  isProduction: boolean,
  standInOrigins: readonly string[] = [],
): { settings: StripeSettings | null; problem: string | null } {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = vars;
  if (!secretKey && !webhookSecret) return { settings: null, problem: null };
  if (!secretKey || !webhookSecret) {
    return { settings: null, problem: 'set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together' };
  }
  if (!vars.STRIPE_API_BASE_URL) {
    return { settings: { secretKey, webhookSecret, api: null, standIn: false }, problem: null };
  }
  const url = new URL(vars.STRIPE_API_BASE_URL);
  if (isProduction && (url.protocol !== 'https:' || LOOPBACK.test(url.hostname))) {
    return {
      settings: null,
      problem: 'STRIPE_API_BASE_URL must be an https URL of another host when NODE_ENV=production',
    };
  }
  const standIn = standInOrigins.includes(url.origin);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!standIn && isIP(literal) !== 0 && isForbiddenAddress(literal)) {
    return {
      settings: null,
      problem: 'STRIPE_API_BASE_URL is a private or local address (name a local stand-in in OUTBOUND_STAND_IN_ORIGINS)',
    };
  }
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  const port = Number(url.port || (protocol === 'https' ? 443 : 80));
  return {
    settings: { secretKey, webhookSecret, api: { host: url.hostname, port, protocol }, standIn },
    problem: null,
  };
}
