import { z } from 'zod';

/** How many digits a verification code has, how long it works and how many wrong tries it allows. */
export const EMAIL_CODE_DIGITS = 6;
export const EMAIL_CODE_MINUTES = 30;
export const EMAIL_CODE_MAX_WRONG = 5;
/** Codes one account may ask for in an hour (sign-up's first code included). */
export const EMAIL_CODE_SENDS_PER_HOUR = 5;

/** The sentences a person reads about e-mail verification, shared by the api and the Settings screen. */
export const EmailVerificationMessages = {
  sendFailed: 'We could not send the e-mail just now. Please try again in a few minutes.',
  codeFormat: `Enter the ${EMAIL_CODE_DIGITS}-digit code from the e-mail.`,
  codeWrong: 'That code is not right. Check the latest e-mail from Anchor and try again.',
  codeExpired: 'This code has expired. Ask for a new code.',
  codeUsedUp: 'Too many wrong codes. Ask for a new code.',
  noCode: 'There is no code waiting for this address. Ask for a new code.',
  tooManySends: 'You have asked for several codes in the last hour. Please wait a while before asking again.',
  alreadyVerified: 'Your e-mail address is already confirmed.',
  noAddress: 'Add an e-mail address to your profile first.',
  provenElsewhere: 'Another account has already confirmed this e-mail address.',
} as const;

/**
 * POST /api/user/email/verify {code} -> PublicUser with the address proven. 400 naming `code` when the code is
 * wrong, expired or used up; 409 when another account proved the address first.
 */
export const verifyEmailSchema = z
  .object({
    code: z
      .string({ error: EmailVerificationMessages.codeFormat })
      .trim()
      .regex(/^\d{6}$/, { error: EmailVerificationMessages.codeFormat }),
  })
  .strict();
export type VerifyEmailRequest = z.input<typeof verifyEmailSchema>;
