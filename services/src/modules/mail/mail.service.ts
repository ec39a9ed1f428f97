import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { type AppConfig, APP_CONFIG } from '../../config';
import { maskAddress } from './mask-address';

/** One plain-text message to one person. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** The message did not leave: the SMTP server refused it, could not be reached or took too long. */
export class MailNotSentError extends Error {
  override name = 'MailNotSentError';
}

/** A person waits on the request that sends the mail, so a slow server is given up on well before a browser would. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends through the SMTP server of SMTP_URL, or without one writes each message as an .eml file to the outbox
 * folder and logs where (the recipient masked: a log line never holds a code or the message's text).
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;
  private readonly smtp: boolean;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { smtpUrl } = config.mail;
    this.smtp = smtpUrl !== null;
    this.transport = smtpUrl
      ? createTransport({
          url: smtpUrl,
          connectionTimeout: SEND_TIMEOUT_MS,
          greetingTimeout: SEND_TIMEOUT_MS,
          socketTimeout: SEND_TIMEOUT_MS,
        })
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      const info = await withTimeout(this.transport.sendMail({ from: this.config.mail.from, ...mail }));
      if (!this.smtp) await this.writeToOutbox(mail.to, info.message as Buffer);
    } catch (error) {
      // The server's own text can quote the full address back: only its code and reply status are logged.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      const reason = [code, responseCode].filter(Boolean).join(' ') || 'no answer';
      this.logger.warn(`Mail to ${maskAddress(mail.to)} was not sent (${reason})`);
      throw new MailNotSentError('The message could not be sent');
    }
  }

  onModuleDestroy(): void {
    this.transport.close();
  }

  private async writeToOutbox(to: string, message: Buffer): Promise<void> {
    const { outboxDir } = this.config.mail;
    await mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, message, { mode: 0o600 });
    this.logger.log(`Mail to ${maskAddress(to)} written to ${file} (no SMTP_URL set)`);
  }
}

function withTimeout<T>(sending: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${SEND_TIMEOUT_MS} ms`)), SEND_TIMEOUT_MS);
  });
  return Promise.race([sending, timeout]).finally(() => clearTimeout(timer));
}
