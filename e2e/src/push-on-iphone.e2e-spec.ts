import type { Browser } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { baseUrl, launchBrowser } from './support/browser';
import { VIEWPORTS } from './support/screenshots';

const SHOTS = process.env.E2E_PUSH_IOS_SHOTS;
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('push on iPhone', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('in a Safari tab, the push card gives the Home Screen steps instead of an Enable button', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: VIEWPORTS.phone,
      userAgent: IPHONE_SAFARI,
      hasTouch: true,
      isMobile: true,
    });
    await registerViaApi(context.request, newAccount('iphone'));
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Push Notifications' }) }).last();

    const steps = card.getByRole('list', { name: 'Add Anchor to your Home Screen' });
    await steps.waitFor();
    expect((await steps.getByRole('listitem').allTextContents()).map((step) => step.trim())).toEqual([
      'Tap Share.',
      'Tap Add to Home Screen.',
      'Open Anchor from your Home Screen and turn reminders on here.',
    ]);
    await card.getByText('only when it is opened from your Home Screen', { exact: false }).waitFor();
    expect(await card.getByRole('button', { name: 'Enable push notifications' }).count()).toBe(0);
    if (SHOTS) await card.screenshot({ path: `${SHOTS}/push-card-iphone-390.png` });
    await context.close();
  });
});
