// Plain types and constants about users, kept apart from the zod schemas so that code needing
// only these (the shell) does not bundle zod.

export const UserRole = { patient: 'patient', provider: 'provider', admin: 'admin' } as const;
export type UserRoleValue = (typeof UserRole)[keyof typeof UserRole];

/** The user as the server returns it: never the password, never the session. Dates are ISO strings. */
export interface PublicUser {
  id: number;
  username: string;
  email: string | null;
  /** A message sent to `email` proved it; only a proven address counts for invitations and provider matching. */
  emailVerified: boolean;
  /** A new address waiting for its code; `email` stays the proven one until then. */
  pendingEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  role: UserRoleValue;
  onboardingCompleted: boolean;
  setupCompleted: boolean;
  subscriptionTier: string;
  subscriptionStatus: string;
  subscriptionStartDate: string | null;
  subscriptionEndDate: string | null;
  paymentProvider: string | null;
  healthcareProviderSharing: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Login and register answer with the user plus the session token, for non-browser clients. */
export interface AuthResponse extends PublicUser {
  authToken: string;
}

/** Name of the httpOnly session cookie. */
export const SESSION_COOKIE = 'anchor_session';

/** The development-only test account behind `/test` (never available with NODE_ENV=production). */
export const TEST_USER = {
  username: 'testuser',
  password: 'anchor-test-user-2025',
  firstName: 'Test',
  lastName: 'User',
} as const;
