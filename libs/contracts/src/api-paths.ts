/** Every HTTP path the browser and the server share. One place, imported by both sides. */
export const ApiPath = {
  health: '/api/health',
  healthReady: '/api/health/ready',
  user: '/api/user',
  userOnboarding: '/api/user/onboarding',
  login: '/api/login',
  /** POST the code from the authenticator app (or a recovery code) after a password that needs a second factor. */
  loginSecondFactor: '/api/login/second-factor',
  register: '/api/register',
  logout: '/api/logout',
  settings: '/api/settings',
  testLogin: '/api/test-login',
} as const;

/** Assessment calls: submit and mark-completed, history, status, drafts and provider-share management. */
export const AssessmentApiPath = {
  assessments: '/api/assessments',
  markCompleted: '/api/assessment/mark-completed',
  /** GET the latest completed assessment's answers; PUT saves reviewed answers as its next version. */
  latest: '/api/user/assessment/latest',
  shouldPromptMonthly: '/api/assessment/should-prompt-monthly',
  status: '/api/assessment/status',
  draft: '/api/assessment/draft',
  preferences: '/api/user/preferences',
  providerSharing: '/api/provider-sharing',
  /**
   * PUT (create or replace), PATCH (wellness sharing), GET and DELETE (withdraw access, revoking every share)
   * the caller's provider; DELETE /api/provider-sharing/{id} revokes one share.
   */
  provider: '/api/user/provider',
  /** PUT shares a phone number with the caller's provider (the portal's Call); DELETE stops sharing it. */
  providerPhone: '/api/user/provider/phone',
} as const;

/** Notification and reminder calls. `:id` paths are filled with `withId`. */
export const NotificationApiPath = {
  notifications: '/api/notifications',
  read: '/api/notifications/:id/read',
  readAll: '/api/notifications/read-all',
  actions: '/api/notifications/:id/actions',
  schedule: '/api/notifications/schedule',
  sendImmediate: '/api/notifications/send-immediate',
  vapidPublicKey: '/api/notifications/vapid-public-key',
  registerToken: '/api/notifications/register-token',
  subscriptions: '/api/notifications/subscriptions',
  reminders: '/api/reminders',
  reminder: '/api/reminders/:id',
  moodCheck: '/api/reminders/mood-check',
  wellnessTips: '/api/reminders/wellness-tips',
  medicationReminder: '/api/reminders/medication',
  /** GET the caller's medications with their reminder times; POST adds one. */
  medications: '/api/medications',
  /** PUT edits a medication (its reminders follow); DELETE removes it with its reminders. */
  medication: '/api/medications/:id',
} as const;

/** Onboarding wizard calls: server-side progress, completion, stored profile and preferences. */
export const OnboardingApiPath = {
  progress: '/api/onboarding/progress',
  complete: '/api/onboarding/complete',
  profileSettings: '/api/user/profile-settings',
  /** PATCH: name, age, location, gender, primary goal and time zone, edited from Settings. */
  profileDetails: '/api/user/profile-details',
} as const;

/** Plan and subscription lifecycle calls. Plans themselves are the PLANS constant. */
export const SubscriptionApiPath = {
  subscription: '/api/subscription',
  trial: '/api/subscription/trial',
  /** Start a plan later (Settings): the free trial if unused, else a paid period charged now. */
  start: '/api/subscription/start',
  cancel: '/api/subscription/cancel',
  pause: '/api/subscription/pause',
  resume: '/api/subscription/resume',
  /** The processor's hosted payment page for the first payment (Stripe Checkout). */
  checkout: '/api/subscription/checkout',
  /** Back from the payment page: the server reads the session from the processor before the plan starts. */
  checkoutConfirm: '/api/subscription/checkout/confirm',
  /** Stripe's signed events (renewals, failed payments, ended subscriptions); no session, signature checked. */
  stripeWebhook: '/api/subscription/stripe-webhook',
} as const;

/** Account settings, data management and integrations. DELETE on `user` deletes the account. */
export const AccountApiPath = {
  user: '/api/user',
  profile: '/api/user/profile',
  password: '/api/user/password',
  /** Sends a code to the unproven address, or to the new one waiting to replace a proven address. */
  emailVerification: '/api/user/email/verification',
  /** Proves the address with the code from the e-mail. */
  emailVerify: '/api/user/email/verify',
  export: '/api/user/export',
  integrations: '/api/integrations',
  integrationsConnect: '/api/integrations/connect',
  integrationsCallback: '/api/integrations/callback',
  integration: '/api/integrations/:service',
} as const;

/**
 * Two-step sign-in of the signed-in account: GET its state, DELETE turns it off (password and a code);
 * `setup` starts an enrolment (secret and QR code), `confirm` finishes it with a first code and answers the
 * recovery codes once, `recoveryCodes` replaces them (a fresh code needed).
 */
export const TwoFactorApiPath = {
  twoFactor: '/api/user/two-factor',
  setup: '/api/user/two-factor/setup',
  confirm: '/api/user/two-factor/confirm',
  recoveryCodes: '/api/user/two-factor/recovery-codes',
} as const;

/** Fills an `:id` path (kept here, away from the zod schemas, so the shell and service worker can use it). */
export function withId(path: string, id: number | string): string {
  return path.replace(':id', encodeURIComponent(String(id)));
}
