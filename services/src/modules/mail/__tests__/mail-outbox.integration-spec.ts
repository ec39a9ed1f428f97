import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { AccountApiPath, type PublicUser } from '@anchor/contracts';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

/** Without SMTP_URL (`npm start` on a laptop) the mail is a file in the outbox, and the log says where. */
describe('the local outbox when no SMTP server is configured', () => {
  const raw: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      raw.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  const outbox = mkdtempSync(path.join(tmpdir(), 'anchor-outbox-'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'log', MAIL_OUTBOX_DIR: outbox }, { logDestination: sink });
  });
  afterAll(async () => {
    await t.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('writes the code mail as an .eml file, logs the file with a masked address and never the code', async () => {
    const { client } = await signUp(t, 'vera', { email: 'vera.lind@example.org' });
    const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const file = path.join(outbox, files[0]);
    const message = await simpleParser(readFileSync(file));
    expect(message.to).toMatchObject({ text: 'vera.lind@example.org' });
    const code = /\b(\d{6})\b/.exec(message.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const written = raw.filter((line) => line.includes(file));
    expect(written).toHaveLength(1);
    expect(written[0]).toContain('v***@example.org');
    expect(raw.some((line) => line.includes(code) || line.includes('vera.lind'))).toBe(false);

    const verified = await client.post<PublicUser>(AccountApiPath.emailVerify, { body: { code } });
    expect(verified.body).toMatchObject({ emailVerified: true });
  });
});
