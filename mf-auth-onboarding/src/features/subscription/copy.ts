import { BNPL_INSTALLMENT_COUNT, BNPL_INTERVAL_WEEKS, type PlanDefinition } from '@anchor/contracts';

/** Strings of the plan chooser and payment-method screen, word for word. */
export const SubscriptionCopy = {
  featuresTitle: 'Every plan includes',
  plansLabel: 'Plans',
  freeTrial: (days: number) => `${days}-day free trial`,
  terms: 'Terms and Conditions',
  cancel: 'Cancel Anytime',
  startTrial: 'Start Free Trial',
  paymentTitle: 'Choose a payment method',
  paymentIntro: (plan: PlanDefinition) =>
    `You will not be charged during your ${plan.trialDays}-day free trial. After it, ${plan.priceLabel} ${plan.periodLabel}.`,
  backToPlans: 'Back to Plans',
  bnplDetail: (plan: PlanDefinition) =>
    `${BNPL_INSTALLMENT_COUNT} interest-free installments of ${plan.bnplInstallmentLabel} every ${BNPL_INTERVAL_WEEKS} weeks`,
  starting: 'Starting your free trial...',
  trialStarted: 'Your free trial has started',
  trialUsedDetail: 'Each person can use one free trial. You can choose a plan later in Settings.',
  continue: 'Continue',
  failedTitle: 'Could not start your free trial',
} as const;

/** Strings of the settings panel's Subscription card (cancel at period end, pause up to 6 months, resume). */
export const SubscriptionCardCopy = {
  title: 'Subscription',
  description: 'Your plan. Cancel anytime: it ends with the billing period you have paid for.',
  freePlan: 'You are on the free plan.',
  planLine: (plan: string, status: string) => `${plan} plan: ${status}`,
  statuses: {
    active: 'active',
    trialing: 'free trial',
    cancelled: 'cancelled',
    paused: 'paused',
    expired: 'expired',
    past_due: 'payment overdue',
  },
  endsOn: (date: string) => `Current period ends ${date}`,
  accessUntil: (date: string) => `You keep access until ${date}`,
  pausedUntil: (date: string) => `Paused until ${date}`,
  cancel: 'Cancel subscription',
  pause: 'Pause',
  pauseMonths: 'Pause for',
  months: (n: number) => (n === 1 ? '1 month' : `${n} months`),
  resume: 'Resume subscription',
  doneTitle: 'Subscription updated',
  failedTitle: 'Could not update your subscription',
} as const;
