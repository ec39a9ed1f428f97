import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { screenshotsAtEachWidth } from './support/screenshots';

const SHOTS = process.env.HELP_NOW_SCREENSHOTS;

const storedKeys = (page: Page) =>
  page.evaluate(() => JSON.stringify({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));

/** The crisis lines and a grounding exercise taken one step on, on the "I need help now" page. */
async function useHelpNow(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Help right now' }).waitFor();
  const crisis = page.getByRole('region', { name: 'Talk to someone now' });
  await expect(crisis.locator('a[href^="tel:988"]').first().isVisible()).resolves.toBe(true);
  await expect(crisis.locator('a[href^="sms:"]').count()).resolves.toBeGreaterThan(0);
  await page.getByRole('button', { name: /Grounding 5-4-3-2-1/ }).click();
  const grounding = page.getByRole('region', { name: 'Grounding 5-4-3-2-1' });
  await grounding.getByRole('heading', { name: '5 things you can see' }).waitFor();
  await grounding.getByRole('button', { name: 'Next' }).click();
  await grounding.getByRole('heading', { name: '4 things you can feel' }).waitFor();
  await page.getByRole('button', { name: 'Back to exercises' }).click();
  await page.getByRole('button', { name: /4-7-8 breathing/ }).click();
  const breathing = page.getByRole('region', { name: '4-7-8 breathing' });
  await breathing.getByRole('button', { name: 'Start breathing' }).click();
  await breathing.getByText('Breathe in for 4 seconds', { exact: true }).waitFor();
  await breathing.getByText('Hold for 7 seconds', { exact: true }).waitFor({ timeout: 6000 });
  await breathing.getByRole('button', { name: 'Stop' }).click();
}

describe('"I need help now", signed out', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('opens from /auth with the crisis lines and exercises that work, asking the API for nothing and storing nothing', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    const before = await storedKeys(page);
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
    });

    await screenshotsAtEachWidth(page, SHOTS, 'auth-with-help-now');
    await page.getByRole('link', { name: 'I need help now' }).click();
    await page.waitForURL('**/help-now');
    await page.getByRole('heading', { level: 1, name: 'Help right now' }).waitFor();
    await screenshotsAtEachWidth(page, SHOTS, 'help-now');
    await useHelpNow(page);
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Back to exercises' }).click();
      await page.getByRole('button', { name: /Calm timer/ }).click();
      await page.getByRole('button', { name: '1 minute' }).click();
      await page.screenshot({ path: `${SHOTS}/help-now-timer-phone.png`, fullPage: true });
    }
    expect(apiRequests).toEqual([]);
    await expect(storedKeys(page)).resolves.toBe(before);

    // Opened directly (a bookmark, a link from the offline screen), it needs no sign-in either.
    await page.goto('/help-now');
    await useHelpNow(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('still works with no connection once the app has been opened: /help-now reloads offline from the service worker', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/auth');
    await page.getByRole('link', { name: 'I need help now' }).click();
    await page.waitForURL('**/help-now');
    // The worker has precached this build (the help page's own chunk with it) and controls the page.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });

    await context.setOffline(true);
    await page.reload();
    await useHelpNow(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/help-now-offline-phone.png`, fullPage: true });
    // From the sign-in page too: the link is the shell's own, so it is there even offline.
    await page.goto('/auth');
    await page.getByRole('link', { name: 'I need help now' }).click();
    await useHelpNow(page);
    await context.setOffline(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
