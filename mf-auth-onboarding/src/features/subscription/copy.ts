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
  subscribe: 'Continue to payment',
  paymentIntroNow: (plan: PlanDefinition) =>
    `Your free trial has been used, so your ${plan.name} plan starts today: ${plan.priceLabel} ${plan.periodLabel}.`,
  sandboxNote: 'Test mode: no payment is taken on this server. Your plan starts without any charge.',
  stripeNote: "You will enter your card details on Stripe's secure payment page.",
  planStarted: 'Your plan has started',
  redirecting: 'Opening the secure payment page...',
  confirming: 'Checking your payment with Stripe...',
  checkoutCancelled: 'Payment cancelled',
  checkoutCancelledDetail:
    'Your plan has not started and nothing was charged. You can choose a plan again at any time.',
  checkoutFailed: 'Your plan has not started',
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
  endedOn: (date: string) => `The paid period ended ${date}`,
  endedNoCharge: 'Your plan has ended. Nothing more will be charged.',
  pausedUntil: (date: string) => `Paused until ${date}`,
  cancel: 'Cancel subscription',
  pause: 'Pause',
  pauseMonths: 'Pause for',
  months: (n: number) => (n === 1 ? '1 month' : `${n} months`),
  resume: 'Resume subscription',
  choosePlan: 'Choose a plan',
  closeChooser: 'Not now',
  cancelConfirmTitle: 'Cancel your subscription?',
  cancelConfirmTrial: (date: string) =>
    `Your free trial continues until ${date}. After that it ends and you will not be charged. You can resume before then.`,
  cancelConfirmPaid: (plan: string, date: string) =>
    `Your ${plan} plan stays active until ${date}, the end of the period you have paid for. After that it ends and you will not be charged again. Payments already made are not refunded. You can resume before then.`,
  cancelConfirmPastDue: (plan: string) =>
    `Your last payment for the ${plan} plan did not go through. If you cancel, the plan ends now and you will not be charged again. Payments already made are not refunded.`,
  cancelConfirm: 'Cancel subscription',
  keepPlan: 'Keep my plan',
  pauseConfirmTitle: (months: string) => `Pause for ${months}?`,
  pauseConfirmDetail: (date: string) =>
    `Your plan pauses today and you will not be charged until it resumes on ${date}. The days left in your current period are kept for when it resumes. You can resume sooner at any time.`,
  pauseConfirm: 'Pause subscription',
  doneTitle: 'Subscription updated',
  failedTitle: 'Could not update your subscription',
} as const;
