import type { PublicUser } from '@anchor/contracts';

export const aUser = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  id: 7,
  username: 'river',
  email: null,
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
