import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { request, type Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { baseUrl, launchWithProfile } from './support/browser';

const AUDIT_SCRIPT = join(__dirname, '..', 'lighthouse-audit.mjs');
const AUDIT_TIMEOUT_MS = 150_000;
/** The offline page's heading (shell/src/offline/copy.ts). */
const OFFLINE_TITLE = 'You are offline';
const run = promisify(execFile);

interface AccessibilityReport {
  url: string;
  heading: string;
  score: number;
  failures: { id: string; title: string; nodes: string[] }[];
}

/** Lighthouse's accessibility audit of one page, in its own Chromium (see e2e/lighthouse-audit.mjs). */
async function lighthouseAccessibility(
  path: string,
  { session, offline = false }: { session?: string; offline?: boolean } = {},
): Promise<AccessibilityReport> {
  const args = [AUDIT_SCRIPT, `${baseUrl()}${path}`, ...(session ? [`--session=${session}`] : [])];
  if (offline) args.push('--offline');
  const { stdout } = await run(process.execPath, args, {
    timeout: AUDIT_TIMEOUT_MS,
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as AccessibilityReport;
}

/** A signed-in account that has finished onboarding: its session cookie. */
async function signedInSession(): Promise<string> {
  const api = await request.newContext({ baseURL: baseUrl() });
  await registerViaApi(api, newAccount('lighthouse'));
  const session = (await api.storageState()).cookies.find((cookie) => cookie.name === 'anchor_session');
  await api.dispose();
  if (!session) throw new Error('registering set no session cookie');
  return session.value;
}

interface AppManifest {
  name?: string;
  short_name?: string;
  display?: string;
  start_url?: string;
  icons?: { src: string; sizes?: string; type?: string }[];
}

/** What Chrome itself says of the page's installability and its web app manifest. */
async function installability(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const manifest = await cdp.send('Page.getAppManifest');
  await cdp.detach();
  return { installabilityErrors, manifest };
}

describe('Lighthouse accessibility and installability', () => {
  it(
    'scores 100 for accessibility on /auth, signed out',
    async () => {
      const report = await lighthouseAccessibility('/auth');
      expect(report.url).toBe(`${baseUrl()}/auth`);
      expect({ score: report.score, failures: report.failures }).toEqual({ score: 100, failures: [] });
    },
    AUDIT_TIMEOUT_MS,
  );

  it(
    'scores 100 for accessibility on home, signed in',
    async () => {
      const report = await lighthouseAccessibility('/', { session: await signedInSession() });
      expect(report.url).toBe(`${baseUrl()}/`);
      expect({ score: report.score, failures: report.failures }).toEqual({ score: 100, failures: [] });
    },
    AUDIT_TIMEOUT_MS,
  );

  it(
    'scores 100 for accessibility on the offline page (home reopened with no network)',
    async () => {
      const report = await lighthouseAccessibility('/', { session: await signedInSession(), offline: true });
      expect(report.heading).toBe(OFFLINE_TITLE);
      expect({ score: report.score, failures: report.failures }).toEqual({ score: 100, failures: [] });
    },
    AUDIT_TIMEOUT_MS,
  );

  it('is installable from home signed in: no installability errors, and Chrome reads name, icons, display and start URL', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'anchor-lighthouse-install-'));
    // An ordinary profile: Chrome never offers to install from an incognito window.
    const context = await launchWithProfile(profile);
    try {
      await registerViaApi(context.request, newAccount('installable'));
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });

      const { installabilityErrors, manifest } = await installability(page);
      expect(installabilityErrors).toEqual([]);
      expect(manifest.errors).toEqual([]);
      const data = JSON.parse(manifest.data ?? '{}') as AppManifest;
      expect([data.name, data.short_name, data.display]).toEqual(['Anchor', 'Anchor', 'standalone']);
      expect(new URL(data.start_url ?? '', manifest.url).href).toBe(`${baseUrl()}/`);
      const icons = (data.icons ?? []).map((icon) => icon.sizes);
      expect(icons).toEqual(expect.arrayContaining(['192x192', '512x512']));
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
