import { z } from 'zod';
import { AuthMessages, PASSWORD_MIN_LENGTH } from './auth-constants';
import { visibleName, visibleUsername } from './display-text';
import { type AuthResponse, type PublicUser, SecondFactorState, type SessionState } from './user';

// Plain values apart from the zod schemas: a screen that needs one does not load zod.
export * from './auth-constants';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(200);

/** An optional name is trimmed; empty text is sent as null. */
const optionalName = (label: string) =>
  visibleName(z.string().trim().max(200), label)
    .nullish()
    .transform((value) => (value ? value : null));

export const loginRequestSchema = z
  .object({
    username: requiredText(AuthMessages.usernameRequired),
    password: z
      .string({ error: AuthMessages.passwordRequired })
      .min(1, { error: AuthMessages.passwordRequired })
      .max(500),
  })
  .strict();
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z
  .object({
    username: visibleUsername(requiredText(AuthMessages.usernameRequired).max(50)),
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
    firstName: optionalName('First name'),
    lastName: optionalName('Last name'),
  })
  .strict();
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const onboardingStatusSchema = z
  .object({
    onboardingCompleted: z.boolean(),
    setupCompleted: z.boolean(),
  })
  .strict();
export type OnboardingStatusRequest = z.infer<typeof onboardingStatusSchema>;

/**
 * PublicUser and AuthResponse (user.ts, kept free of zod for the shell) as schemas, for the OpenAPI document;
 * `satisfies` keeps each in step with its interface.
 */
const isoDateTime = z.string().meta({ description: 'ISO 8601 date and time' });
const publicUserShape = {
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  pendingEmail: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(['patient', 'provider', 'admin']),
  onboardingCompleted: z.boolean(),
  setupCompleted: z.boolean(),
  subscriptionTier: z.string(),
  subscriptionStatus: z.string(),
  subscriptionStartDate: isoDateTime.nullable(),
  subscriptionEndDate: isoDateTime.nullable(),
  paymentProvider: z.string().nullable(),
  healthcareProviderSharing: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};
export const publicUserSchema = z.object(publicUserShape).meta({ id: 'PublicUser' }) satisfies z.ZodType<PublicUser>;
export const sessionStateSchema = z
  .object({ user: publicUserSchema.nullable() })
  .meta({ id: 'SessionState' }) satisfies z.ZodType<SessionState>;
export const authResponseSchema = z
  .object({
    ...publicUserShape,
    authToken: z
      .string()
      .optional()
      .meta({ description: 'The session token, for non-browser clients only (a browser gets the cookie alone)' }),
    secondFactor: z.enum(SecondFactorState).meta({
      description:
        'required: send a code to POST /api/login/second-factor; enrolment_required: the session serves only ' +
        'two-step enrolment and sign-out; complete: signed in with two factors; off: signed in with a password',
    }),
  })
  .meta({ id: 'AuthResponse' }) satisfies z.ZodType<AuthResponse>;
