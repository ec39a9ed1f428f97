import { z } from 'zod';

/** How many single-use recovery codes an enrolment hands out, and how each is written (four groups of four). */
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_CODE_PATTERN = /^[a-z2-9]{4}-?[a-z2-9]{4}-?[a-z2-9]{4}-?[a-z2-9]{4}$/i;
const TOTP_CODE_PATTERN = /^\d{6}$/;

/** The sentences of two-step sign-in, shared by the server's answers and the screens. */
export const TwoFactorMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code like abcd-efgh-jkmn-pqrs',
  codeWrong: 'That code is not right. Check your authenticator app and try again',
  codeRequiredToContinue: 'Enter the code from your authenticator app to finish signing in',
  enrolmentRequired:
    'Provider accounts need two-step sign-in. Set up an authenticator app before opening the provider portal',
  alreadyOn: 'Two-step sign-in is already on for this account',
  notStarted: 'Start setting up two-step sign-in first: the code is checked against the key shown then',
  notOn: 'Two-step sign-in is not on for this account',
  requiredForProviders: 'Provider accounts cannot turn two-step sign-in off',
  passwordWrong: 'Current password is incorrect',
  alreadySignedIn: 'This sign-in does not wait for a code',
} as const;

/** A code from the authenticator app (6 digits) or a recovery code (spaces ignored, dash optional). */
const codeField = z
  .string({ error: TwoFactorMessages.codeRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: TwoFactorMessages.codeRequired })
      .max(40, { error: TwoFactorMessages.codeFormat })
      .refine((value) => TOTP_CODE_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value), {
        error: TwoFactorMessages.codeFormat,
      }),
  );

/** True when a (cleaned) code is a 6-digit authenticator code rather than a recovery code. */
export function isAuthenticatorCode(code: string): boolean {
  return TOTP_CODE_PATTERN.test(code);
}

export const secondFactorRequestSchema = z.object({ code: codeField }).strict();
export type SecondFactorRequest = z.input<typeof secondFactorRequestSchema>;

/** Turning two-step sign-in off needs the password and a current code. */
export const turnOffTwoFactorRequestSchema = z
  .object({
    password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(500),
    code: codeField,
  })
  .strict();
export type TurnOffTwoFactorRequest = z.input<typeof turnOffTwoFactorRequestSchema>;

export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    /** Provider accounts cannot turn it off. */
    required: z.boolean(),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** What an authenticator app needs: the QR code (an SVG drawn by the server) and the same key as text. */
export const twoFactorSetupSchema = z
  .object({
    secret: z.string().meta({ description: 'Base32 key, for typing into the app by hand' }),
    otpauthUri: z.string(),
    qrSvg: z.string().meta({ description: 'The otpauth URI as a QR code, an SVG document' }),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Recovery codes, answered once (at enrolment and when replaced); only their digests are kept. */
export const recoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()), authToken: z.string().optional() })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
