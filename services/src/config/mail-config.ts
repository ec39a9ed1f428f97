import path from 'node:path';
import { z } from 'zod';

/** Where e-mail goes: an SMTP server when SMTP_URL is set, otherwise .eml files in a local outbox folder. */
export interface MailSettings {
  /** nodemailer's SMTP URL (credentials in it); null writes every message to `outboxDir` instead. */
  smtpUrl: string | null;
  /** The sender address every message carries. */
  from: string;
  /** Where messages are written as .eml files when there is no SMTP server. */
  outboxDir: string;
}

export const mailEnvSchema = z.object({
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, 'must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.org')
    .optional(),
  MAIL_FROM: z.email({ error: 'must be an email address' }).optional(),
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
});

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const DEVELOPMENT_SENDER = 'no-reply@anchor.invalid';

/**
 * Production sends through SMTP_URL from a real MAIL_FROM, or writes to an outbox it was explicitly given
 * (`npm start` names one under its data folder): a server that silently dropped verification codes would lock
 * people out, so production without either refuses to start. Elsewhere the outbox defaults to `.data/outbox`.
 */
export function mailFrom(
  vars: z.infer<typeof mailEnvSchema>,
  isProduction: boolean,
  repoRoot: string,
): { settings: MailSettings | null; problem: string | null } {
  if (isProduction && !vars.SMTP_URL && !vars.MAIL_OUTBOX_DIR) {
    return { settings: null, problem: 'set SMTP_URL (or MAIL_OUTBOX_DIR for a local outbox) when NODE_ENV=production' };
  }
  if (isProduction && vars.SMTP_URL && !vars.MAIL_FROM) {
    return { settings: null, problem: 'MAIL_FROM is required with SMTP_URL when NODE_ENV=production' };
  }
  return {
    settings: {
      smtpUrl: vars.SMTP_URL ?? null,
      from: vars.MAIL_FROM ?? DEVELOPMENT_SENDER,
      outboxDir: path.resolve(vars.MAIL_OUTBOX_DIR ?? path.join(repoRoot, '.data', 'outbox')),
    },
    problem: null,
  };
}
