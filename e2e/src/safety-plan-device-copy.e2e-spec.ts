import type { Browser, Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { screenshotsAtEachWidth } from './support/screenshots';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const DEVICE_COPY_KEY = 'anchor.safetyPlan.deviceCopy';
const KEEP_ON_DEVICE = /Keep a copy on this device/;

const deviceCopy = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), DEVICE_COPY_KEY);

/** Saves the plan from the crisis panel with the device copy allowed, then closes the panel. */
async function saveWithDeviceCopy(page: Page, helper: string) {
  await page.getByRole('button', { name: 'Crisis help', exact: true }).click();
  await page.getByRole('button', { name: 'Edit my safety plan' }).click();
  const helperField = page.getByRole('textbox', { name: '4. People I can ask for help' });
  await helperField.fill(helper);
  // Each step is a text area (@anchor/ui TextArea, short): room for two lines before it is dragged taller.
  expect(await helperField.evaluate((field) => field.tagName)).toBe('TEXTAREA');
  expect((await helperField.boundingBox())?.height).toBeGreaterThanOrEqual(56);
  await screenshotsAtEachWidth(page, SHOTS, 'safety-plan-editor', { cards: ['My safety plan'] });
  await page.getByRole('checkbox', { name: KEEP_ON_DEVICE }).check();
  expect(await page.getByRole('checkbox', { name: KEEP_ON_DEVICE }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Save safety plan' }).click();
  await page.getByRole('button', { name: 'Edit my safety plan' }).waitFor();
  await page.getByRole('dialog').getByText(helper).waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

/** The Settings button toggles the panel: it is pressed only while the panel is closed. */
async function openSettings(page: Page) {
  const heading = page.getByRole('heading', { name: 'Data Management' });
  if (!(await heading.isVisible())) await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await heading.waitFor();
}

describe('the safety plan kept on this device', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it("is removed by Settings' Clear local data and at sign-out", async () => {
    const { context, page, errors } = await openPage(browser);
    await registerViaApi(context.request, newAccount('devicecopy'));
    await page.goto('/');
    await page.getByPlaceholder('Type your message or ask for support...').waitFor();

    await saveWithDeviceCopy(page, 'My sister Ana 555-0142');
    expect(await deviceCopy(page)).toContain('My sister Ana 555-0142');

    await openSettings(page);
    await page.getByRole('button', { name: 'Clear local data' }).click();
    await page.getByText('Local data cleared').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/device-copy-cleared-desktop.png`, fullPage: true });
    expect(await deviceCopy(page)).toBeNull();
    // The plan itself stays on the server; only the device copy went, and the panel says it is no longer kept.
    await page.getByRole('button', { name: 'Crisis help', exact: true }).click();
    await page.getByRole('dialog').getByText('My sister Ana 555-0142').waitFor();
    await page.getByRole('button', { name: 'Edit my safety plan' }).click();
    expect(await page.getByRole('checkbox', { name: KEEP_ON_DEVICE }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await saveWithDeviceCopy(page, 'My brother Leo 555-0199');
    expect(await deviceCopy(page)).toContain('My brother Leo 555-0199');
    await openSettings(page);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');
    expect(await deviceCopy(page)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
