import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { launchBrowser, launchWithProfile, openPage } from './support/browser';

// Pictures for a person to look at (the offline home and crisis panel at phone width), when this is set.
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const PHONE = { width: 390, height: 844 };
const SERVED_SW = join(__dirname, '..', '..', 'shell', 'dist', 'sw.js');

interface WebAppManifest {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  scope: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** Resolves once /sw.js is active and controls this page (its precache is complete by then). */
async function controlledByServiceWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

/** Every URL stored in any Cache Storage cache of this origin. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });

/** Saves the safety plan from the crisis panel with "Keep a copy on this device" ticked, then closes the panel. */
async function keepSafetyPlanOnDevice(page: Page, helper: string) {
  await page.getByRole('button', { name: 'Crisis help', exact: true }).click();
  await page.getByRole('button', { name: 'Edit my safety plan' }).click();
  await page.getByRole('textbox', { name: '4. People I can ask for help' }).fill(helper);
  await page.getByRole('checkbox', { name: /Keep a copy on this device/ }).check();
  await page.getByRole('button', { name: 'Save safety plan' }).click();
  await page.getByRole('button', { name: 'Edit my safety plan' }).waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

describe('the installable app that opens offline', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('meets the install criteria: a valid manifest with icons that load, and a controlling service worker', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/auth');

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await context.request.get(href as string);
    expect(answer.status()).toBe(200);
    const manifest = (await answer.json()) as WebAppManifest;
    expect(manifest).toMatchObject({ name: 'Anchor', display: 'standalone', start_url: '/', scope: '/' });
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const image = await context.request.get(icon.src);
      expect([icon.src, image.status(), image.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
    }
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await context.request.get(touchIcon as string)).status()).toBe(200);
    expect(await page.locator('meta[name="apple-mobile-web-app-capable"]').getAttribute('content')).toBe('yes');

    expect(await controlledByServiceWorker(page)).toMatch(/\/sw\.js$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no installability errors in Chrome (an ordinary profile: Chrome never installs from incognito)', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'anchor-install-'));
    const context = await launchWithProfile(profile);
    try {
      const page = await context.newPage();
      await page.goto('/auth');
      await controlledByServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('opens offline with the Offline badge, the crisis lines, an exercise and the safety plan kept on the device', async () => {
    const { context, page } = await openPage(browser);
    await registerViaApi(context.request, newAccount('offline'));
    await page.goto('/');
    await page.getByPlaceholder('Type your message or ask for support...').waitFor();
    await keepSafetyPlanOnDevice(page, 'My sister Ana 555-0142');
    await controlledByServiceWorker(page);

    await context.setOffline(true);
    await page.setViewportSize(PHONE);
    await page.reload();

    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    expect(await page.getByText('Offline', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('main').locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    await page.getByText('My sister Ana 555-0142').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-home-phone.png`, fullPage: true });
    // An offline exercise works: grounding goes step by step.
    await page.getByRole('button', { name: /Grounding 5-4-3-2-1/ }).click();
    const grounding = page.getByRole('region', { name: 'Grounding 5-4-3-2-1' });
    await grounding.getByRole('heading', { name: '5 things you can see' }).waitFor();
    await grounding.getByRole('button', { name: 'Next' }).click();
    await grounding.getByRole('heading', { name: '4 things you can feel' }).waitFor();

    await page.getByRole('button', { name: 'Crisis help', exact: true }).click();
    const panel = page.getByRole('dialog');
    await panel.getByText('My sister Ana 555-0142').waitFor();
    await panel.getByText('You are offline: this is the copy saved on this device.').waitFor();
    expect(await panel.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-crisis-panel-phone.png` });

    // Remotes load from the precache too: the sign-in page (the auth remote) opens offline.
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();

    // Whatever the caches hold, no API answer is among them; the shell's page is (that is how it opened).
    const urls = await cachedUrls(page);
    expect(urls.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
    expect(urls.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
    await context.close();
  });

  it('signed out and offline, "I need help now" opens from the sign-in page', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/auth');
    await controlledByServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('link', { name: 'I need help now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Help right now' }).waitFor();
    expect(await page.getByRole('main').locator('a[href^="sms:"]').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: /4-7-8 breathing/ }).click();
    const breathing = page.getByRole('region', { name: '4-7-8 breathing' });
    await breathing.getByRole('button', { name: 'Start breathing' }).click();
    await breathing.getByText('Breathe in for 4 seconds', { exact: true }).waitFor();
    await breathing.getByRole('button', { name: 'Stop' }).click();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers "A new version is ready" when a new build is deployed while a tab is open, and reloads into it', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/auth');
    const firstWorker = await controlledByServiceWorker(page);
    await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));

    const built = readFileSync(SERVED_SW, 'utf8');
    try {
      // A second deploy: the server now sends a different /sw.js (as a new precache list makes it).
      writeFileSync(SERVED_SW, `${built}\n// e2e: the next build\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await page.getByText('A new version is ready').waitFor({ timeout: 30_000 });

      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
      expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
      });
      expect(state).toEqual({ waiting: null, controlled: true });
      expect(await controlledByServiceWorker(page)).toBe(firstWorker);
      expect(await page.getByText('A new version is ready').count()).toBe(0);
    } finally {
      writeFileSync(SERVED_SW, built);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
