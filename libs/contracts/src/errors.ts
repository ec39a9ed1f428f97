/** The JSON body of every error the API answers with. `field` names the offending input when there is one. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  field?: string;
}

/** Stable codes the client maps to the spec's toasts. */
export const ApiErrorCode = {
  usernameTaken: 'USERNAME_TAKEN',
  emailTaken: 'EMAIL_TAKEN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  rateLimited: 'RATE_LIMITED',
  /** The password was right; this session serves only the second-factor step until a code is given. */
  secondFactorRequired: 'SECOND_FACTOR_REQUIRED',
  /** A provider without an authenticator app: only enrolment and sign-out until one is set up. */
  twoFactorEnrolmentRequired: 'TWO_FACTOR_ENROLMENT_REQUIRED',
  invalidSecondFactor: 'INVALID_SECOND_FACTOR',
  trialAlreadyUsed: 'TRIAL_ALREADY_USED',
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  invalidSubscriptionTransition: 'INVALID_SUBSCRIPTION_TRANSITION',
  wrongPassword: 'WRONG_PASSWORD',
  integrationNotConfigured: 'INTEGRATION_NOT_CONFIGURED',
  invalidIntegrationState: 'INVALID_INTEGRATION_STATE',
  /** A push subscription (endpoint or native token) registered to another account: subscribe afresh. */
  pushSubscriptionTaken: 'PUSH_SUBSCRIPTION_TAKEN',
  paymentFailed: 'PAYMENT_FAILED',
  /** The plan starts on the processor's payment page (POST /api/subscription/checkout), not directly. */
  checkoutRequired: 'CHECKOUT_REQUIRED',
  /** No processor with a payment page on this server (the sandbox starts plans directly). */
  checkoutUnavailable: 'CHECKOUT_UNAVAILABLE',
  /** The payment page was left before paying, or the session is not this person's. */
  checkoutIncomplete: 'CHECKOUT_INCOMPLETE',
} as const;

export type ApiErrorCodeValue = (typeof ApiErrorCode)[keyof typeof ApiErrorCode];
