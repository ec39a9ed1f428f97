import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchAccessibility } from './axe';

/**
 * Debian's Chromium with the flags this machine needs (no sandbox as root, no background network).
 * Playwright gives every launch a fresh, throw-away profile.
 */
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Every context of the browser is watched by axe (support/axe.ts): each spec gets the check by launching here. */
export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch(CHROMIUM);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watchAccessibility(await newContext(options));
  return { browser, close: () => browser.close() };
}

/**
 * The same Chromium with an ordinary (not off-the-record) profile in `userDataDir`: what Chrome's install checks
 * need, since it never offers to install an app from an incognito window.
 */
export async function launchWithProfile(userDataDir: string): Promise<BrowserContext> {
  return watchAccessibility(await chromium.launchPersistentContext(userDataDir, { ...CHROMIUM, baseURL: baseUrl() }));
}

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through jest (npm test)');
  return url;
};

/**
 * A fresh browser context (own cookies) whose page errors are collected for assertions. With `controlledClock`,
 * playwright's clock is installed before anything loads: time flows as usual until the test runs it forward.
 */
export async function openPage(
  browser: Browser,
  { controlledClock = false } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (controlledClock) await page.clock.install();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
