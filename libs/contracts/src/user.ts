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

/**
 * Where a sign-in stands on its second factor: `required` (the password was right; the session serves only the
 * code step until a code from the authenticator app or a recovery code is given), `enrolment_required` (a
 * provider without an authenticator: the session serves only enrolment and sign-out), `complete` (two factors
 * given) or `off` (a patient who has not turned two-step sign-in on).
 */
export const SecondFactorState = {
  required: 'required',
  enrolmentRequired: 'enrolment_required',
  complete: 'complete',
  off: 'off',
} as const;
export type SecondFactorStateValue = (typeof SecondFactorState)[keyof typeof SecondFactorState];

/**
 * Login and register answer with the user and the second-factor state. The session token is in the body only
 * for non-browser clients; a browser gets the httpOnly cookie alone.
 */
/** `GET /api/session`: the signed-in user, or null when nobody is (no session, an ended one, or one awaiting its code). */
export interface SessionState {
  user: PublicUser | null;
}

export interface AuthResponse extends PublicUser {
  authToken?: string;
  secondFactor: SecondFactorStateValue;
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
