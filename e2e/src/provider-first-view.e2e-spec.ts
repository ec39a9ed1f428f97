import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { portalUrl } from './support/provider';

describe("provider portal's first view", () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('paints the sign-in form from the page itself before any script, then the app takes it over for the keyboard', async () => {
    // Without scripts: the build's rendering alone, styled, and inert (nothing typed into it could be lost).
    const still = await browser.newContext({ baseURL: portalUrl(), javaScriptEnabled: false });
    const staticPage = await still.newPage();
    await staticPage.goto('/');
    await staticPage.getByText('Provider sign-in').waitFor();
    await staticPage.getByRole('heading', { name: 'Provider Portal' }).waitFor();
    await expect(staticPage.locator('#root').getAttribute('inert')).resolves.toBe('');
    const card = staticPage.locator('section').filter({ hasText: 'Provider sign-in' });
    await expect(card.evaluate((element) => getComputedStyle(element).borderRadius)).resolves.toBe('12px');
    await still.close();

    const portal = await browser.newContext({ baseURL: portalUrl() });
    const page = await portal.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    // The app's own render replaces it: the root is no longer inert and the build's style element is gone.
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
    await expect(page.locator('style[data-first-view]').count()).resolves.toBe(0);
    // Once the session's answer (nobody) is in, the form takes typing from the keyboard.
    await page.waitForFunction(() => !document.querySelector('section[aria-busy]'));
    await page.getByLabel('Username').focus();
    await page.keyboard.type('dr_keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('a long phrase');
    await expect(page.getByLabel('Username').inputValue()).resolves.toBe('dr_keyboard');
    await expect(page.getByLabel('Password').inputValue()).resolves.toBe('a long phrase');
    await page.getByRole('link', { name: 'Contact Admin' }).waitFor();
    expect(errors).toEqual([]);
    await portal.close();
  });
});
