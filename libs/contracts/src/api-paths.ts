/** Every HTTP path the browser and the server share. One place, imported by both sides. */
export const ApiPath = {
  health: '/api/health',
  healthReady: '/api/health/ready',
  user: '/api/user',
  /** Who is signed in, `{ user: null }` for nobody: the client's session check, which a signed-out page makes too. */
  session: '/api/session',
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
  /** PUT switches one daily reminder kind (DAILY_REMINDERS) on or off and sets its time. */
  dailyReminder: '/api/reminders/daily/:kind',
  /** The spec's routes for two daily kinds: aliases of dailyReminder. */
  moodCheck: '/api/reminders/mood-check',
  wellnessTips: '/api/reminders/wellness-tips',
  /** PUT pauses (times kept) or restores every medication reminder of the caller. */
  medicationReminders: '/api/reminders/medications',
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

/**
 * Mood check-in calls. GET entries takes `?limit` (1-100) and answers the caller's entries newest first;
 * `today` answers the latest check-in of the caller's local today (or null); PATCH entry changes today's.
 */
export const MoodApiPath = {
  entries: '/api/mood-entries',
  today: '/api/mood-entries/today',
  entry: '/api/mood-entries/:id',
} as const;

/** Assistant calls. `:id` paths are filled with `withId`. */
export const AssistantApiPath = {
  chat: '/api/assistant/chat',
  conversations: '/api/assistant/conversations',
  /** The caller's most recent conversation with its exchanges: what the chat shows when it opens. */
  currentConversation: '/api/assistant/conversations/current',
  /** One line per conversation, newest first: the chat's history list. */
  conversationSummaries: '/api/assistant/conversations/summaries',
  conversation: '/api/assistant/conversations/:id',
  analyzeMood: '/api/analyze-mood',
  voiceAnalysis: '/api/voice-analysis/comprehensive',
  reviewOffer: '/api/assistant/review-offer',
} as const;

export const SafetyPlanApiPath = { plan: '/api/safety-plan' } as const;

export const MindfulnessApiPath = {
  sessions: '/api/mindfulness',
  counts: '/api/mindfulness/counts',
  recommendations: '/api/mindfulness/recommendations',
  journal: '/api/mindfulness/journal',
  journalEntry: '/api/mindfulness/journal/:id',
  meditationTimer: '/api/mindfulness/meditation-timer',
  streak: '/api/mindfulness/streak',
  draft: '/api/mindfulness/draft',
} as const;

export const InsightsApiPath = {
  insights: '/api/insights',
} as const;

export const HealthMetricsApiPath = {
  metrics: '/api/health-metrics',
  import: '/api/health-metrics/import',
} as const;

/** The patient's side of a clinician's invitations: the waiting ones, Accept and Decline. */
export const PatientInvitationApiPath = {
  list: '/api/user/provider-invitations',
  accept: '/api/user/provider-invitations/:id/accept',
  decline: '/api/user/provider-invitations/:id/decline',
} as const;

export const CareThreadApiPath = {
  /** The patient's side: their clinician, the thread and the clinician's pending assessment requests. */
  myClinician: '/api/user/clinician',
  myMessages: '/api/user/clinician/messages',
  /** Marks the clinician's messages as read by the patient. */
  myRead: '/api/user/clinician/read',
  declineInvitation: PatientInvitationApiPath.decline,
  /** The provider's side: one patient's thread, and marking the patient's replies read. */
  patientThread: '/api/provider/patients/:id/thread',
  patientThreadRead: '/api/provider/patients/:id/thread/read',
} as const;

/** The provider portal's calls. Everything under /api/provider/ is for signed-in providers only. */
export const ProviderApiPath = {
  dashboard: '/api/provider/dashboard',
  patients: '/api/provider/patients',
  /** Server-sent events: "your patient list changed" (no patient data), so open portal views refetch. */
  events: '/api/provider/events',
  patient: '/api/provider/patients/:id',
  patientFhir: '/api/provider/patients/:id/fhir',
  patientMessages: '/api/provider/patients/:id/messages',
  alertAcknowledgement: '/api/provider/alerts/:id/acknowledgement',
  /** A crisis-event alert (the patient shares wellness summaries), cleared the same way. */
  crisisAlertAcknowledgement: '/api/provider/crisis-alerts/:id/acknowledgement',
  invitations: '/api/provider/invitations',
  /** Patients who named the caller's verified address and wait for the caller to accept or decline. */
  requests: '/api/provider/requests',
  acceptRequest: '/api/provider/requests/:id/accept',
  declineRequest: '/api/provider/requests/:id/decline',
  scheduledAssessments: '/api/provider/scheduled-assessments',
  report: '/api/provider/reports',
  reportPdf: '/api/provider/reports/pdf',
  reportCsv: '/api/provider/reports/csv',
  /** Public: a provider creates the account an admin invited them to. */
  signUp: '/api/provider-sign-up',
  /** Public: what the portal shows before sign-in (the Contact Admin address). */
  portalInfo: '/api/provider-portal-info',
  /** Admin only: invite a provider (the same use-case as `npm run provider:invite`). */
  adminInvites: '/api/admin/provider-invites',
  /** The patient's side: who read what, pending invitations, and the summary PDF. */
  accessLog: '/api/user/provider-access-log',
  patientInvitations: PatientInvitationApiPath.list,
  acceptInvitation: PatientInvitationApiPath.accept,
  summaryPdf: '/api/user/summary.pdf',
} as const;

/** Fills an `:id` path (kept here, away from the zod schemas, so the shell and service worker can use it). */
export function withId(path: string, id: number | string): string {
  return path.replace(':id', encodeURIComponent(String(id)));
}

/** The PUT path of one daily reminder kind. */
export function dailyReminderPath(kind: string): string {
  return NotificationApiPath.dailyReminder.replace(':kind', encodeURIComponent(kind));
}
