import { z } from 'zod';
import { ApiErrorCode } from './errors';

/** Paid plans and their prices. A month counts as 30 days, a year as 365. */
export const PLAN_IDS = ['monthly', 'annual'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanDefinition {
  id: PlanId;
  name: string;
  /** Price per billing period, in US cents. */
  priceCents: number;
  priceLabel: string;
  periodLabel: string;
  periodDays: number;
  trialDays: number;
  /** Shown on the annual card: about $5.83 per month. */
  perMonthLabel: string | null;
  badge: string | null;
  /** Buy-now-pay-later: BNPL_INSTALLMENT_COUNT interest-free installments every BNPL_INTERVAL_WEEKS weeks. */
  bnplInstallmentCents: number;
  bnplInstallmentLabel: string;
}

export const BNPL_INSTALLMENT_COUNT = 4;
export const BNPL_INTERVAL_WEEKS = 2;

export const PLANS: Record<PlanId, PlanDefinition> = {
  monthly: {
    id: 'monthly',
    name: 'Monthly',
    priceCents: 1299,
    priceLabel: '$12.99',
    periodLabel: 'per month',
    periodDays: 30,
    trialDays: 7,
    perMonthLabel: null,
    badge: null,
    bnplInstallmentCents: 325,
    bnplInstallmentLabel: '$3.25',
  },
  annual: {
    id: 'annual',
    name: 'Annual',
    priceCents: 6999,
    priceLabel: '$69.99',
    periodLabel: 'per year',
    periodDays: 365,
    trialDays: 14,
    perMonthLabel: 'about $5.83 per month',
    badge: 'Save 55%',
    bnplInstallmentCents: 1750,
    bnplInstallmentLabel: '$17.50',
  },
};

/** The 12 features every plan includes (the spec counts them; this is the list). */
export const INCLUDED_FEATURES = [
  'Monthly PCL-5 check-ins with your score history',
  'Anchor Assistant chat support, any time of day',
  'Mood tracking with daily mood checks',
  'Guided meditation sessions (5 to 20 minutes)',
  '4-7-8 breathing exercises',
  'CBT exercises and thought logs',
  'EMDR-style self-help techniques',
  'Medication and mood-check reminders',
  'Personal insights and trends from your own data',
  'Secure sharing of results with your own clinician',
  'Wearable and health-app integrations',
  'One-tap crisis help (988, text HOME to 741741, 911)',
] as const;

export const PAYMENT_METHODS = ['credit_card', 'paypal', 'apple_pay', 'google_pay', 'hsa_fsa', 'bnpl'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: 'Credit or debit card',
  paypal: 'PayPal',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  hsa_fsa: 'HSA / FSA card',
  bnpl: `Pay in ${BNPL_INSTALLMENT_COUNT} interest-free installments`,
};

/**
 * users.subscriptionStatus values. 'active' with tier 'free' is the default of a new account.
 * 'cancelled' keeps access until the period end, then becomes 'expired'.
 */
export type SubscriptionStatus = 'active' | 'trialing' | 'cancelled' | 'paused' | 'expired' | 'past_due';

export const FREE_TIER = 'free';
export const MAX_PAUSE_MONTHS = 6;
/** A pause month counts as 30 days, like a billing month. */
export const PAUSE_MONTH_DAYS = 30;

export const SubscriptionMessages = {
  trialAlreadyUsed: 'Free trial already used',
  alreadySubscribed: 'You already have a subscription',
  noSubscription: 'You have no paid subscription',
  notCancellable: 'Only an active or trialing subscription can be cancelled',
  notPausable: 'Only an active subscription can be paused',
  notResumable: 'Only a paused or cancelled subscription can be resumed',
  pauseRange: `months must be a whole number from 1 to ${MAX_PAUSE_MONTHS}`,
  paymentFailed: 'The payment did not go through. Nothing was charged; please try another payment method.',
  checkoutRequired: 'Plans start on the secure payment page on this server.',
  checkoutUnavailable: 'No payment processor is set up on this server; plans start without payment.',
  checkoutIncomplete: 'The payment was not completed, so your plan has not started.',
} as const;

/** `code` of the 409/400 bodies, for the client's toasts. */
export const SubscriptionErrorCode = {
  trialAlreadyUsed: ApiErrorCode.trialAlreadyUsed,
  alreadySubscribed: ApiErrorCode.alreadySubscribed,
  invalidTransition: ApiErrorCode.invalidSubscriptionTransition,
  paymentFailed: ApiErrorCode.paymentFailed,
  checkoutRequired: ApiErrorCode.checkoutRequired,
  checkoutUnavailable: ApiErrorCode.checkoutUnavailable,
  checkoutIncomplete: ApiErrorCode.checkoutIncomplete,
} as const;

/** GET /api/subscription (and the answer of every subscription call). Dates are ISO strings. */
export interface SubscriptionState {
  tier: PlanId | typeof FREE_TIER;
  status: SubscriptionStatus;
  plan: PlanDefinition | null;
  paymentMethod: PaymentMethod | null;
  /** users.subscriptionStartDate: when the trial or first paid period began. */
  startDate: string | null;
  /** users.subscriptionEndDate: end of the trial or of the current paid period (next boundary). */
  endDate: string | null;
  trialEndsAt: string | null;
  cancelAtPeriodEnd: boolean;
  pausedUntil: string | null;
  trialUsed: boolean;
  /** Which processor takes payments on this server; 'sandbox' means no payment is taken. */
  processor: PaymentProcessorName;
}

/** Whether money really moves: 'sandbox' takes no payment (no processor configured). */
export type PaymentProcessorName = 'sandbox' | 'stripe';

export const startTrialSchema = z
  .object({
    plan: z.enum(PLAN_IDS, { error: `plan must be one of ${PLAN_IDS.join(', ')}` }),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}` }),
  })
  .strict();
export type StartTrialRequest = z.input<typeof startTrialSchema>;

export const pauseSubscriptionSchema = z
  .object({
    months: z
      .number({ error: SubscriptionMessages.pauseRange })
      .int({ error: SubscriptionMessages.pauseRange })
      .min(1, { error: SubscriptionMessages.pauseRange })
      .max(MAX_PAUSE_MONTHS, { error: SubscriptionMessages.pauseRange }),
  })
  .strict();
export type PauseSubscriptionRequest = z.input<typeof pauseSubscriptionSchema>;

/** Where the payment page sends the person back: the onboarding wizard or the Settings panel. */
export const CHECKOUT_RETURNS = ['onboarding', 'settings'] as const;
export type CheckoutReturn = (typeof CHECKOUT_RETURNS)[number];

export const startCheckoutSchema = z
  .object({
    plan: z.enum(PLAN_IDS, { error: `plan must be one of ${PLAN_IDS.join(', ')}` }),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}` }),
    returnTo: z.enum(CHECKOUT_RETURNS, { error: `returnTo must be one of ${CHECKOUT_RETURNS.join(', ')}` }),
  })
  .strict();
export type StartCheckoutRequest = z.input<typeof startCheckoutSchema>;

/** The payment page to send the person to. */
export interface CheckoutStarted {
  url: string;
}

export const confirmCheckoutSchema = z
  .object({
    sessionId: z
      .string({ error: 'sessionId must be the checkout session id' })
      .regex(/^cs_\w{1,200}$/, { error: 'sessionId must be the checkout session id' }),
  })
  .strict();
export type ConfirmCheckoutRequest = z.input<typeof confirmCheckoutSchema>;
