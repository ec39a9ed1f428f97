import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the local SMTP server accepted, as a mail client would read it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export interface MailTestKit {
  /** SMTP_URL for the api under test, credentials included. */
  url: string;
  messages: ReceivedMail[];
  /** The newest message to `address`; throws when none arrived. */
  lastTo(address: string): ReceivedMail;
  /** The 6-digit code in the newest message to `address`. */
  codeFor(address: string): string;
  /** While true, every message is refused (550), as a mail server that will not take it. */
  refuse(on: boolean): void;
  close(): Promise<void>;
}

const USER = 'anchor-test';
const PASSWORD = 'smtp-test-password';

/** A real SMTP server on a free loopback port (the `smtp-server` package), keeping every message it accepts. */
export async function startMailServer(): Promise<MailTestKit> {
  const messages: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        if (refusing) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const lastTo = (address: string): ReceivedMail => {
    const found = messages.filter((message) => message.to.includes(address.toLowerCase())).at(-1);
    if (!found) throw new Error(`no mail to ${address}; received for: ${messages.map((m) => m.to).join(', ')}`);
    return found;
  };
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    messages,
    lastTo,
    codeFor(address) {
      const code = /\b(\d{6})\b/.exec(lastTo(address).text)?.[1];
      if (!code) throw new Error(`no code in the last mail to ${address}`);
      return code;
    },
    refuse(on) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
