import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
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
