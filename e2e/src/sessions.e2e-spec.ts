import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { fillRegistrationForm, newAccount, registerViaApi, type TestAccount } from './support/accounts';
import { CHAT_PLACEHOLDER } from './support/assistant';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { screenshotsAtEachWidth } from './support/screenshots';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

const jsonHeaders = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

/** Ends the browser's session on the server only (as an idle expiry or a sign-out elsewhere would). */
async function endSessionElsewhere(browser: Browser, context: BrowserContext) {
  const session = (await context.cookies()).find((cookie) => cookie.name === 'anchor_session');
  if (!session) throw new Error('no session cookie');
  const elsewhere = await browser.newContext({ baseURL: baseUrl() });
  const answer = await elsewhere.request.post('/api/logout', {
    headers: { ...jsonHeaders, Cookie: `anchor_session=${session.value}` },
  });
  expect(answer.ok()).toBe(true);
  await elsewhere.close();
}

async function markSetUp(request: APIRequestContext) {
  const patched = await request.patch('/api/user/onboarding', {
    headers: jsonHeaders,
    data: { onboardingCompleted: true, setupCompleted: true },
  });
  expect(patched.ok()).toBe(true);
}

async function signIn(page: Page, account: TestAccount) {
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel(/username/i).fill(account.username);
  await page.getByLabel(/password/i).fill(account.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

const assessmentPage = (page: Page) => page.locator('[data-remote="mf_assessment"]').first();

const tabBecomesVisible = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

describe('sessions', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('notices a session ended elsewhere when the tab comes back, says so, and returns there after signing in', async () => {
    const { context, page } = await openPage(browser);
    const account = newAccount('ended');
    await registerViaApi(context.request, account, false);
    await markSetUp(context.request);
    await page.goto('/assessment');
    await assessmentPage(page).waitFor();

    await endSessionElsewhere(browser, context);
    await tabBecomesVisible(page);

    await page.waitForURL('**/auth');
    await page.getByRole('status').getByText('Your session ended. Please sign in again.').waitFor();
    await signIn(page, account);
    await page.waitForURL(`${baseUrl()}/assessment`);
    await assessmentPage(page).waitFor();
    await context.close();
  });

  it('says on /auth that the session ended when a message is sent after it, and gives the words back after signing in', async () => {
    const { context, page, errors } = await openPage(browser);
    const account = newAccount('typing');
    await registerViaApi(context.request, account, false);
    await markSetUp(context.request);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const words = 'I could not sleep again and the dreams came back';
    await page.getByPlaceholder(CHAT_PLACEHOLDER).fill(words);

    await endSessionElsewhere(browser, context);
    await page.getByPlaceholder(CHAT_PLACEHOLDER).press('Enter');

    await page.waitForURL('**/auth');
    await page.getByRole('status').getByText('Your session ended. Please sign in again.').waitFor();
    // Nothing blames the network or the assistant for it.
    await page.waitForTimeout(1000);
    expect(await page.getByText(/Unable to connect|Connection Error|trouble responding/).count()).toBe(0);
    await screenshotsAtEachWidth(page, SHOTS, 'session-ended-auth');

    await signIn(page, account);
    await page.waitForURL(`${baseUrl()}/`);
    await expect(page.getByPlaceholder(CHAT_PLACEHOLDER).inputValue()).resolves.toBe(words);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("does not let a new account on the same browser skip onboarding on the last account's flag", async () => {
    const { context, page } = await openPage(browser);
    const first = newAccount('first');
    await page.goto('/auth');
    await fillRegistrationForm(page, first);
    await page.getByRole('button', { name: /create account/i }).click();
    await page.getByRole('button', { name: 'Skip Setup' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(await page.evaluate(() => localStorage.getItem('onboarding_completed'))).toBe('true');

    // The session simply expires; a different person then creates an account here.
    await endSessionElsewhere(browser, context);
    await page.reload();
    await page.waitForURL('**/auth');
    await fillRegistrationForm(page, newAccount('second'));
    await page.getByRole('button', { name: /create account/i }).click();
    await page.getByText('Step 1 of 11').waitFor();
    await page.goto('/');
    await page.waitForURL('**/auth');
    await page.getByText('Step 1 of 11').waitFor();
    await context.close();
  });

  it('signs out with "Signing out...", reaches /auth after a moment, and adds one history entry', async () => {
    const { context, page } = await openPage(browser);
    await registerViaApi(context.request, newAccount('signout'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Settings' }).click();
    const before = await page.evaluate(() => history.length);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Signing out...' }).waitFor();
    // Home stays for the moment the toast is read; only then /auth.
    expect(new URL(page.url()).pathname).toBe('/');
    await page.waitForURL('**/auth');

    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await context.close();
  });
});
