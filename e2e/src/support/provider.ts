import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { repoRoot } from './remotes';

/** The standalone provider portal's origin (set by the global setup). */
export const portalUrl = () => {
  const url = process.env.E2E_PORTAL_URL;
  if (!url) throw new Error('E2E_PORTAL_URL is not set: run the browser tests through jest (npm test)');
  return url;
};

/** What an administrator runs: `npm run provider:invite` (the built command), printing a one-time link. */
export function inviteProvider(email: string, name: string): string {
  const result = spawnSync(
    process.execPath,
    [join(repoRoot, 'services/dist/provider-invite.js'), '--email', email, '--name', name],
    { env: { ...process.env, ...JSON.parse(process.env.E2E_SERVICES_ENV ?? '{}') }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`provider:invite failed: ${result.stderr}`);
  const link = result.stdout.split('\n').find((line) => line.startsWith(portalUrl()));
  if (!link) throw new Error(`no sign-up link in:\n${result.stdout}`);
  return link.trim();
}

/**
 * The provider accepts a patient's request on the portal's dashboard ("Patients asking for you"): a patient who
 * named the provider's address reaches the provider only after this.
 */
export async function acceptPatientRequest(page: Page, patientName: string): Promise<void> {
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  const request = page.getByRole('listitem', { name: patientName });
  await request.getByRole('button', { name: 'Accept' }).click();
  await request.waitFor({ state: 'detached' });
}

/**
 * Marks an account's e-mail address as proven, as the verification message will once it exists for patients: an
 * invitation reaches only a verified address.
 */
export async function markEmailVerified(username: string): Promise<void> {
  const { DATABASE_URL } = JSON.parse(process.env.E2E_SERVICES_ENV ?? '{}') as { DATABASE_URL?: string };
  if (!DATABASE_URL) throw new Error('E2E_SERVICES_ENV is not set: run the browser tests through jest (npm test)');
  const database = await new DataSource({ type: 'postgres', url: DATABASE_URL }).initialize();
  try {
    await database.query('UPDATE users SET email_verified_at = now() WHERE username = $1', [username]);
  } finally {
    await database.destroy();
  }
}
/** What an administrator runs for a provider who lost their authenticator: `npm run auth:reset-two-factor`. */
export function resetTwoFactor(username: string): string {
  const result = spawnSync(
    process.execPath,
    [join(repoRoot, 'services/dist/two-factor-reset.js'), '--username', username],
    { env: { ...process.env, ...JSON.parse(process.env.E2E_SERVICES_ENV ?? '{}') }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`auth:reset-two-factor failed: ${result.stderr}`);
  return result.stdout;
}

const PERIOD_MS = 30_000;

/**
 * The provider's authenticator app: the key read off the enrolment screen. The server refuses a time step it has
 * seen and accepts one step either side of now, so each code comes from the earliest step after the last one used.
 */
export class PortalAuthenticator {
  private lastStep = -1;

  constructor(readonly secret: string) {}

  nextCode(): string {
    const current = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(current - 1, this.lastStep + 1);
    if (step > current + 1) throw new Error('no unused code within the accepted window');
    this.lastStep = step;
    return generateSync({ secret: this.secret, epoch: (step * PERIOD_MS) / 1000 });
  }
}

/**
 * The enrolment screen a provider without an authenticator sees: reads the key printed beside the QR code (as a
 * person typing it into the app would), gives the first code, and returns the recovery codes shown once.
 */
export async function enrolInPortal(
  page: Page,
): Promise<{ authenticator: PortalAuthenticator; recoveryCodes: string[] }> {
  await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
  const authenticator = new PortalAuthenticator((await page.getByLabel('Setup key').innerText()).trim());
  await page.getByLabel('Code from your authenticator app').fill(authenticator.nextCode());
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  const recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  return { authenticator, recoveryCodes };
}

/** The portal's sign-in: username and password, then a code (from the app, or a recovery code) typed and sent. */
export async function signInToPortal(page: Page, username: string, password: string, code: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const codeField = page.getByLabel('Code from your authenticator app');
  await codeField.waitFor();
  await codeField.fill(code);
  await codeField.press('Enter');
}
