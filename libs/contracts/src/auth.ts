import { z } from 'zod';

/** Messages are the spec's (part 1 section 5), word for word. */
export const AuthMessages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordTooShort: 'Password must be at least 8 characters',
  emailInvalid: 'Enter a valid email address',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(200);

/** Empty optional text is sent as null (spec: trimmed and sent as null). */
const optionalText = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => (value ? value : null));

export const loginRequestSchema = z.object({
  username: requiredText(AuthMessages.usernameRequired),
  password: z
    .string({ error: AuthMessages.passwordRequired })
    .min(1, { error: AuthMessages.passwordRequired })
    .max(500),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  username: requiredText(AuthMessages.usernameRequired).max(50),
  password: z
    .string({ error: AuthMessages.passwordRequired })
    .min(1, { error: AuthMessages.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: AuthMessages.passwordTooShort })
    .max(500),
  email: z
    .string()
    .trim()
    .max(254)
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null))
    .refine((value) => value === null || z.email().safeParse(value).success, { error: AuthMessages.emailInvalid }),
  firstName: optionalText,
  lastName: optionalText,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const onboardingStatusSchema = z.object({
  onboardingCompleted: z.boolean(),
  setupCompleted: z.boolean(),
});
export type OnboardingStatusRequest = z.infer<typeof onboardingStatusSchema>;

export const UserRole = { patient: 'patient', provider: 'provider', admin: 'admin' } as const;
export type UserRoleValue = (typeof UserRole)[keyof typeof UserRole];

/** The user as the server returns it: never the password, never the session. Dates are ISO strings. */
export interface PublicUser {
  id: number;
  username: string;
  email: string | null;
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
