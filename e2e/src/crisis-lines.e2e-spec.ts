import type { Browser, Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { baseUrl, launchBrowser } from './support/browser';
import { openTab } from './support/home';
import { screenshotsAtEachWidth, VIEWPORTS } from './support/screenshots';

// Every crisis line, tap-to-call, tap-to-text or chat, in the crisis panel; and an EMDR exercise's Emergency Stop,
// which stops the light, grounds and offers that panel.

const SCREENSHOTS = process.env.CRISIS_LINES_SCREENSHOTS;

const LINKS: [string, string][] = [
  ['Call 988', 'tel:988'],
  ['Text 988', 'sms:988'],
  ['Chat with 988 (opens a new tab)', 'https://988lifeline.org/chat'],
  ['Call 988, press 2', 'tel:988'],
  ['Text AYUDA to 988', 'sms:988?body=AYUDA'],
  ['Call 988, press 1', 'tel:988'],
  ['Text 838255', 'sms:838255'],
  ['Chat with the Veterans Crisis Line (opens a new tab)', 'https://www.veteranscrisisline.net/get-help-now/chat/'],
  ['Connect to 988 in ASL (opens a new tab)', 'https://988lifeline.org/help-yourself/for-deaf-hard-of-hearing/'],
  ['Dial 711, then 988', 'tel:711'],
  ['Text HOME to 741741', 'sms:741741?body=HOME'],
  ['Call 911', 'tel:911'],
];

async function signedIn(browser: Browser) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: VIEWPORTS.desktop });
  await registerViaApi(context.request, newAccount('lines'));
  const page = await context.newPage();
  await page.goto('/');
  return { context, page };
}

async function openCrisisPanel(page: Page) {
  await page.getByRole('button', { name: 'Crisis help' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('link', { name: 'Call 988', exact: true }).first().waitFor();
  return dialog;
}

describe('crisis lines', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('are all in the crisis panel as tap-to-call, tap-to-text or chat links', async () => {
    const { context, page } = await signedIn(browser);
    const dialog = await openCrisisPanel(page);
    for (const [name, href] of LINKS) {
      expect(await dialog.getByRole('link', { name, exact: true }).first().getAttribute('href')).toBe(href);
    }
    await screenshotsAtEachWidth(page, SCREENSHOTS, 'crisis-panel', {
      before: async (p) => void (await openIfClosed(p)),
    });
    await context.close();
  });

  it('EMDR Emergency Stop stops the light, shows a grounding step and opens the crisis panel on "I need help now"', async () => {
    const { context, page } = await signedIn(browser);
    const panel = await openTab(page, 'Mindfulness');
    await panel.getByRole('button', { name: 'Start EMDR' }).click();
    await page.getByRole('button', { name: 'Start Session: Bilateral Stimulation' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('button', { name: 'Begin (30 seconds)' }).click();
    await page.getByText(/seconds left/).waitFor();
    await page.getByRole('button', { name: 'Emergency Stop' }).click();
    await page.getByRole('heading', { name: 'You stopped. You are safe here, right now.' }).waitFor();
    expect(await page.locator('[data-side]').count()).toBe(0);
    await page.getByText('Stopped early. The time you spent is recorded as practice.').waitFor();
    await screenshotsAtEachWidth(page, SCREENSHOTS, 'emergency-stop-grounding');
    await page.getByRole('button', { name: 'I need help now' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Call 988', exact: true }).first().waitFor();
    await context.close();
  });
});

async function openIfClosed(page: Page) {
  if (await page.getByRole('dialog').isVisible()) return;
  await openCrisisPanel(page);
}
