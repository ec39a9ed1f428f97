import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/** One message the browser tests' SMTP server received (e2e/mail-stand-in.js writes them to E2E_MAIL_DIR). */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests through jest (npm test)');
  return dir;
}

async function messagesTo(address: string): Promise<ReceivedMail[]> {
  const files = readdirSync(mailDir())
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const parsed = await Promise.all(files.map((name) => simpleParser(readFileSync(join(mailDir(), name)))));
  return parsed
    .map((mail) => ({
      to: [mail.to ?? []]
        .flat()
        .map((to) => to.text.toLowerCase())
        .join(', '),
      subject: mail.subject ?? '',
      text: mail.text ?? '',
    }))
    .filter((mail) => mail.to === address.toLowerCase());
}

/** Waits until `count` messages reached `address`, and returns the newest. */
export async function waitForMail(address: string, count: number, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const received = await messagesTo(address);
    if (received.length >= count) return received[received.length - 1];
    if (Date.now() > deadline) throw new Error(`${received.length} of ${count} mails to ${address} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The 6-digit code in a verification message. */
export function codeIn(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
}
