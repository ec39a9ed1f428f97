import {
  DEFAULT_APP_PREFERENCES,
  PLANS,
  type AppPreferences,
  type ProfileSettings,
  type PublicUser,
  type SubscriptionState,
  type UserProfileDetails,
} from '@anchor/contracts';

export const aUser = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  id: 7,
  username: 'river',
  email: null,
  emailVerified: false,
  pendingEmail: null,
  firstName: 'River',
  lastName: 'Song',
  role: 'patient',
  onboardingCompleted: false,
  setupCompleted: false,
  subscriptionTier: 'free',
  subscriptionStatus: 'active',
  subscriptionStartDate: null,
  subscriptionEndDate: null,
  paymentProvider: null,
  healthcareProviderSharing: false,
  createdAt: '2025-06-24T00:00:00.000Z',
  updatedAt: '2025-06-24T00:00:00.000Z',
  ...overrides,
});

/** What the API answers with (see ApiErrorBody), so tests read like the server's replies. */
export const errorBody = (statusCode: number, message: string, extra: Record<string, string> = {}) => ({
  statusCode,
  error: 'Error',
  message,
  ...extra,
});

/** The answer of GET /api/onboarding/progress. */
export const progressOf = (...completedSteps: string[]) => ({ status: 200, body: { completedSteps } });

export const aFreeSubscription = (overrides: Partial<SubscriptionState> = {}): SubscriptionState => ({
  tier: 'free',
  status: 'active',
  plan: null,
  paymentMethod: null,
  startDate: null,
  endDate: null,
  trialEndsAt: null,
  cancelAtPeriodEnd: false,
  pausedUntil: null,
  trialUsed: false,
  processor: 'sandbox',
  ...overrides,
});

/** A paid plan whose period runs another 30 days from whenever the test runs (the card compares it with now). */
export const anActiveSubscription = (overrides: Partial<SubscriptionState> = {}): SubscriptionState =>
  aFreeSubscription({
    tier: 'monthly',
    status: 'active',
    plan: PLANS.monthly,
    paymentMethod: 'paypal',
    startDate: '2026-10-01T00:00:00.000Z',
    endDate: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
    trialUsed: true,
    ...overrides,
  });

/** GET /api/user/profile-settings as the server answers it. */
export const someProfileSettings = (
  profile: Partial<UserProfileDetails> = {},
  preferences: Partial<AppPreferences> = {},
): ProfileSettings => ({
  profile: {
    name: 'River',
    age: 34,
    guardianConsentAt: null,
    location: 'Leeds',
    gender: null,
    primaryGoal: null,
    timeZone: 'Europe/London',
    ...profile,
  },
  preferences: { ...DEFAULT_APP_PREFERENCES, ...preferences },
});
