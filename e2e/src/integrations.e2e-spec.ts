import type { Browser, Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

async function openSettings(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('heading', { name: 'Social Media Integration' }).waitFor();
}

const twitter = (page: Page) => page.getByRole('region', { name: 'Twitter', exact: true });

/**
 * Connecting Twitter against a local OAuth 2.0 server (oauth2-mock-server, started by the global setup and
 * configured as Twitter's authorization and token endpoints), which approves at once.
 */
describe('settings: connecting an account with OAuth 2.0', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('connects Twitter through the provider, survives a reload, and disconnects', async () => {
    const { context, page, errors } = await openPage(browser);
    await registerViaApi(context.request, newAccount('oauth'));
    const issuer = process.env.E2E_OAUTH_ISSUER ?? '';
    const visited: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) visited.push(request.url());
    });
    await openSettings(page);
    await twitter(page).getByText('Disconnected').waitFor();
    // Not connected is said once, by the badge.
    expect(await twitter(page).getByText('Not connected').count()).toBe(0);
    if (SHOTS) {
      const social = page.getByRole('heading', { name: 'Social Media Integration' });
      await social.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/social-disconnected-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await social.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/social-disconnected-390.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await twitter(page).getByRole('button', { name: 'Connect Twitter' }).click();
    // The callback goes straight back to Settings.
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#settings');
    expect(visited.some((url) => url.startsWith(`${issuer}/authorize?`))).toBe(true);
    expect(visited.some((url) => url.includes('/api/integrations/callback?'))).toBe(true);
    await twitter(page).getByText('Connected', { exact: true }).waitFor();
    await twitter(page)
      .getByText(/^Connected on /)
      .waitFor();
    if (SHOTS) {
      await page.getByRole('heading', { name: 'Social Media Integration' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/social-connected-1280.png` });
    }

    await page.reload();
    await twitter(page).getByText('Connected', { exact: true }).waitFor();
    const listed = await (await context.request.get('/api/integrations')).json();
    expect(listed.connections).toEqual([expect.objectContaining({ service: 'twitter', status: 'connected' })]);
    // Nothing of the connection is kept in the browser.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/token|twitter|code_verifier/i);

    await twitter(page).getByRole('button', { name: 'Disconnect Twitter' }).click();
    await twitter(page).getByText('Disconnected').waitFor();
    await page.reload();
    await twitter(page).getByText('Disconnected').waitFor();
    expect((await (await context.request.get('/api/integrations')).json()).connections).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows wearables the web cannot reach, and services not set up, without a button', async () => {
    const { context, page, errors } = await openPage(browser);
    await registerViaApi(context.request, newAccount('wear'));
    await openSettings(page);
    for (const name of ['Apple HealthKit', 'Google Fit', 'Fitbit', 'Facebook']) {
      const row = page.getByRole('region', { name, exact: true });
      await row.getByRole('heading', { name }).waitFor();
      expect(await row.getByRole('button').count()).toBe(0);
    }
    await page.getByRole('region', { name: 'Fitbit', exact: true }).getByText('Not set up on this server').waitFor();
    if (SHOTS) {
      for (const [width, height] of [
        [1280, 900],
        [390, 844],
      ]) {
        await page.setViewportSize({ width, height });
        await page.getByRole('heading', { name: 'Wearable Integration' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/wearables-${width}.png` });
        await page.getByRole('heading', { name: 'Social Media Integration' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/social-${width}.png` });
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
