import type { Browser, Page } from 'playwright-core';
import { newAccount } from './support/accounts';
import { screenshotsAtEachWidth, VIEWPORTS } from './support/screenshots';
import { launchBrowser } from './support/browser';
import { enrolInPortal, inviteProvider, portalUrl, resetTwoFactor } from './support/provider';

/** Pictures of the enrolment and code screens at desktop and phone width when TWO_FACTOR_SCREENSHOTS names a folder. */
const screenshots = (page: Page, name: string) =>
  screenshotsAtEachWidth(page, process.env.TWO_FACTOR_SCREENSHOTS, name);

/** Username and password typed, then the code, from the keyboard alone: Enter sends, the code field takes focus. */
async function signInByKeyboard(page: Page, username: string, password: string, code: string, shot?: string) {
  await page.getByLabel('Username').focus();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  const codeField = page.getByLabel('Code from your authenticator app');
  await codeField.waitFor();
  await expect(codeField.evaluate((field) => field === document.activeElement)).resolves.toBe(true);
  await expect(codeField.getAttribute('autocomplete')).resolves.toBe('one-time-code');
  await expect(codeField.getAttribute('inputmode')).resolves.toBe('numeric');
  if (shot) await screenshots(page, shot);
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

describe('two-step sign-in in the provider portal', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('enrols an authenticator, signs in with a code and once with a recovery code, and enrols again after an admin reset', async () => {
    const id = newAccount().username.slice(-8);
    const username = `drtotp_${id}`;
    const password = `a long quay lantern ${id}`;
    const portal = await browser.newContext({ baseURL: portalUrl(), viewport: VIEWPORTS.desktop });
    const page = await portal.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(inviteProvider(`dr.totp.${id}@clinic.example`, 'Ari Totp'));
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await expect(page.getByRole('tab', { name: 'Dashboard' }).count()).resolves.toBe(0);
    await screenshots(page, 'two-factor-enrolment');
    const { authenticator, recoveryCodes } = await enrolInPortal(page);
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Provider sign-in').waitFor();
    await signInByKeyboard(page, username, password, authenticator.nextCode(), 'two-factor-code');
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Provider sign-in').waitFor();
    await signInByKeyboard(page, username, password, recoveryCodes[0]);
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor();

    // The same recovery code does not open a second sign-in.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Provider sign-in').waitFor();
    await signInByKeyboard(page, username, password, recoveryCodes[0]);
    await page.getByText('That code is not right. Check your authenticator app and try again.').waitFor();

    // The administrator's reset (the built command) ends the session and asks for enrolment at the next sign-in.
    await page.getByRole('button', { name: 'Sign in as someone else' }).click();
    expect(resetTwoFactor(username)).toContain(`Two-step sign-in of ${username} was reset`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
    await expect(page.getByRole('tab', { name: 'Dashboard' }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await portal.close();
  }, 180_000);
});
