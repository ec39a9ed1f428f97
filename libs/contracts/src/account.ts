import { z } from 'zod';
import { AuthMessages, PASSWORD_MIN_LENGTH } from './auth';
import { visibleName } from './display-text';
import { ApiErrorCode } from './errors';

export const AccountMessages = {
  currentPasswordRequired: 'Current password is required to change your email',
  currentPasswordWrong: 'Current password is incorrect',
  passwordWrong: 'Password is incorrect',
  nothingToChange: 'At least one of firstName, lastName or email is required',
} as const;

/** `code` of account error bodies (409 EMAIL_TAKEN reuses ApiErrorCode.emailTaken). */
export const AccountErrorCode = {
  wrongPassword: ApiErrorCode.wrongPassword,
  integrationNotConfigured: ApiErrorCode.integrationNotConfigured,
  invalidIntegrationState: ApiErrorCode.invalidIntegrationState,
} as const;

const requiredName = (message: string, label: string) =>
  visibleName(z.string({ error: message }).trim().min(1, { error: message }).max(200), label);

/**
 * PATCH /api/user/profile -> PublicUser. Changing the email needs currentPassword (400 naming
 * currentPassword when missing, 403 WRONG_PASSWORD when wrong, 409 EMAIL_TAKEN when in use).
 */
export const updateProfileSchema = z
  .object({
    // Registration's rule: a name may be left as it is, but never blanked.
    firstName: requiredName(AuthMessages.firstNameRequired, 'First name').optional(),
    lastName: requiredName(AuthMessages.lastNameRequired, 'Last name').optional(),
    email: z
      .string()
      .trim()
      .max(254)
      .nullable()
      .transform((value) => (value ? value.toLowerCase() : null))
      .refine((value) => value === null || z.email().safeParse(value).success, { error: AuthMessages.emailInvalid })
      .optional(),
    currentPassword: z.string().min(1).max(500).optional(),
  })
  .strict()
  .refine((body) => body.firstName !== undefined || body.lastName !== undefined || body.email !== undefined, {
    error: AccountMessages.nothingToChange,
  });
export type UpdateProfileRequest = z.input<typeof updateProfileSchema>;

/** POST /api/user/password -> 204. Every other session of the user is signed out; this one stays. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1).max(500),
    newPassword: z
      .string({ error: AuthMessages.passwordRequired })
      .min(PASSWORD_MIN_LENGTH, { error: AuthMessages.passwordTooShort })
      .max(500),
  })
  .strict();
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;

/** DELETE /api/user {password} -> 204, session cookie cleared; wrong password -> 403. */
export const deleteAccountSchema = z
  .object({ password: z.string({ error: AuthMessages.passwordRequired }).min(1).max(500) })
  .strict();
export type DeleteAccountRequest = z.input<typeof deleteAccountSchema>;

/** GET /api/user/export?format=json|zip: an attachment named anchor-export-<YYYY-MM-DD>.<json|zip>. */
const EXPORT_FORMATS = ['json', 'zip'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportQuerySchema = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: `format must be one of ${EXPORT_FORMATS.join(', ')}` }).default('json'),
  })
  .strict();

/** Integration service ids: the wearables and apps a person may connect. */
const INTEGRATION_TYPES = ['wearable', 'app', 'social'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

const INTEGRATION_SERVICES = {
  wearable: ['apple-watch', 'fitbit', 'garmin', 'samsung-galaxy', 'oura-ring', 'whoop'],
  app: ['facetime', 'zoom', 'teams', 'meet', 'whatsapp', 'skype'],
  social: ['instagram', 'twitter', 'facebook', 'linkedin', 'tiktok', 'snapchat', 'slack'],
} as const satisfies Record<IntegrationType, readonly string[]>;
export type IntegrationServiceId = (typeof INTEGRATION_SERVICES)[IntegrationType][number];
export const ALL_INTEGRATION_SERVICES: readonly IntegrationServiceId[] = Object.values(INTEGRATION_SERVICES).flat();

/** How each service is named to a person (the callback page, the Settings rows). */
export const INTEGRATION_SERVICE_NAMES: Record<IntegrationServiceId, string> = {
  'apple-watch': 'Apple Watch',
  fitbit: 'Fitbit',
  garmin: 'Garmin',
  'samsung-galaxy': 'Samsung Galaxy',
  'oura-ring': 'Oura Ring',
  whoop: 'WHOOP',
  facetime: 'FaceTime',
  zoom: 'Zoom',
  teams: 'Microsoft Teams',
  meet: 'Google Meet',
  whatsapp: 'WhatsApp',
  skype: 'Skype',
  instagram: 'Instagram',
  twitter: 'Twitter',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  slack: 'Slack',
};

/** Environment variable holding a service's OAuth client id: apple-watch -> OAUTH_APPLE_WATCH_CLIENT_ID. */
export function integrationClientIdVariable(service: IntegrationServiceId): string {
  return `OAUTH_${service.toUpperCase().replace(/-/g, '_')}_CLIENT_ID`;
}

/** POST /api/integrations/connect. */
export const integrationConnectSchema = z
  .object({
    service: z.enum(ALL_INTEGRATION_SERVICES as [IntegrationServiceId, ...IntegrationServiceId[]], {
      error: `service must be one of ${ALL_INTEGRATION_SERVICES.join(', ')}`,
    }),
    type: z.enum(INTEGRATION_TYPES, { error: `type must be one of ${INTEGRATION_TYPES.join(', ')}` }),
  })
  .strict()
  .refine((body) => (INTEGRATION_SERVICES[body.type] as readonly string[]).includes(body.service), {
    path: ['service'],
    error: 'service does not belong to type',
  });
export type IntegrationConnectRequest = z.input<typeof integrationConnectSchema>;

/** 200: open authUrl (an OAuth 2.0 authorization URL with a signed, single-use state). */
export interface IntegrationConnectResponse {
  success: true;
  authUrl: string;
}

/**
 * GET /api/integrations/callback: the provider's redirect, in the person's browser with the session cookie.
 * Either code and state (consent given) or error (RFC 6749 4.1.2.1, e.g. access_denied); other
 * parameters a provider adds (scope, iss) are ignored. The answer is an HTML page, never JSON.
 */
export const integrationCallbackQuerySchema = z.object({
  code: z.string().max(2048, { error: 'code is too long' }).optional(),
  state: z.string().max(512, { error: 'state is too long' }).optional(),
  error: z.string().max(200, { error: 'error is too long' }).optional(),
});
export type IntegrationCallbackQuery = z.output<typeof integrationCallbackQuerySchema>;

/** DELETE /api/integrations/:service: forgets the connection and its tokens. */
export const integrationServiceParamSchema = z
  .object({
    service: z.enum(ALL_INTEGRATION_SERVICES as [IntegrationServiceId, ...IntegrationServiceId[]], {
      error: `service must be one of ${ALL_INTEGRATION_SERVICES.join(', ')}`,
    }),
  })
  .strict();

/** A connection exists only once the provider's token endpoint answered with tokens. */
export type IntegrationStatus = 'connected';

export interface IntegrationConnection {
  service: IntegrationServiceId;
  type: IntegrationType;
  status: IntegrationStatus;
  updatedAt: string;
}

/** GET /api/integrations. */
export interface IntegrationListResponse {
  connections: IntegrationConnection[];
  /** Services this server has an OAuth client for; the others are "not set up on this server". */
  configured: IntegrationServiceId[];
}
