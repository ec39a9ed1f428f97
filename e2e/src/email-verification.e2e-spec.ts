import type { Browser, Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { codeIn, waitForMail } from './support/mail';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

async function openSettings(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('heading', { name: 'E-mail address' }).waitFor();
}

const emailSection = (page: Page) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'E-mail address', exact: true }) })
    .last();

describe('e-mail verification: a patient proves their address from the message the SMTP server received', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('asks for a code in Settings, enters the one from the mail, and sees Verified', async () => {
    const { context, page, errors } = await openPage(browser);
    const account = newAccount('verify');
    await registerViaApi(context.request, account);
    // Sign-up already mailed the first code.
    await waitForMail(account.email, 1);

    await openSettings(page);
    const section = emailSection(page);
    await section.getByText('Not verified yet').waitFor();
    await section.getByRole('button', { name: 'Verify e-mail' }).click();
    await section.getByText(`We sent a code to ${account.email}.`, { exact: false }).waitFor();
    const message = await waitForMail(account.email, 2);
    expect(message.subject).toBe('Confirm your e-mail address for Anchor');

    await section.getByLabel('Code from the e-mail').fill('000000' === codeIn(message) ? '111111' : '000000');
    await section.getByRole('button', { name: 'Confirm', exact: true }).click();
    await section.getByText('That code is not right.', { exact: false }).waitFor();
    if (SHOTS) {
      await section.screenshot({ path: `${SHOTS}/email-verification-code-1280.png` });
      await page.screenshot({ path: `${SHOTS}/email-verification-settings-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await section.screenshot({ path: `${SHOTS}/email-verification-code-390.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await section.getByLabel('Code from the e-mail').fill(codeIn(message));
    await section.getByRole('button', { name: 'Confirm', exact: true }).click();
    await section.getByText('Verified', { exact: true }).waitFor();
    expect(await section.getByLabel('Code from the e-mail').count()).toBe(0);
    if (SHOTS) await section.screenshot({ path: `${SHOTS}/email-verification-verified-1280.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await openSettings(page);
    await emailSection(page).getByText('Verified', { exact: true }).waitFor();
    if (SHOTS) await emailSection(page).screenshot({ path: `${SHOTS}/email-verification-verified-390.png` });
    const me = await (await context.request.get('/api/user')).json();
    expect(me).toMatchObject({ email: account.email, emailVerified: true, pendingEmail: null });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
