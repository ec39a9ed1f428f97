import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
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
