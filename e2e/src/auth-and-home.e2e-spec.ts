import type { Browser } from 'playwright-core';
import { fillRegistrationForm, newAccount, registerViaApi } from './support/accounts';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { HOME_TABS, openTab, remoteRoot } from './support/home';

describe('accounts and home', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('sends a visitor to /auth, creates an account, skips setup and shows the five tabs from their remotes', async () => {
    const { context, page, errors } = await openPage(browser);
    const account = newAccount();

    await page.goto('/');
    await page.waitForURL('**/auth');
    await expect(page.getByRole('tab', { name: 'Create Account' }).getAttribute('aria-selected')).resolves.toBe('true');

    await fillRegistrationForm(page, account);
    await page.getByRole('button', { name: /create account/i }).click();
    await page.getByText('Registration successful').waitFor();
    await page.getByRole('button', { name: 'Skip Setup' }).click();
    await page.waitForURL(`${baseUrl()}/`);

    // Home is its own chunk: its tabs appear once it has loaded.
    await page.getByRole('tablist').waitFor();
    const tabNames = await page.getByRole('tab').allTextContents();
    expect(tabNames.map((name) => name.trim())).toEqual(HOME_TABS.map((tab) => tab.name));
    await expect(page.getByRole('tab', { name: 'Assistant' }).getAttribute('aria-selected')).resolves.toBe('true');
    for (const tab of HOME_TABS) {
      await openTab(page, tab.name);
      await remoteRoot(page, tab.remote).waitFor();
    }
    await page.getByRole('button', { name: 'Resume Setup' }).waitFor();

    const session = (await context.cookies()).find((cookie) => cookie.name === 'anchor_session');
    expect(session?.httpOnly).toBe(true);
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(storage).not.toContain(session?.value ?? 'no-session');
    expect(storage).not.toContain(account.password);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("paints the sign-in page from the server's first view before any script, then the app takes it over for the keyboard", async () => {
    // Without scripts: the server's rendering alone, styled, and inert (nothing typed into it could be lost).
    const still = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const staticPage = await still.newPage();
    await staticPage.goto('/auth');
    await staticPage.getByText('Check-ins, exercises and an assistant that adapt').waitFor();
    await expect(staticPage.locator('#root').getAttribute('inert')).resolves.toBe('');
    const header = staticPage.locator('header');
    await expect(header.evaluate((element) => getComputedStyle(element).position)).resolves.toBe('sticky');
    await still.close();

    const { context, page, errors } = await openPage(browser);
    // The page says nobody is signed in: the browser does not ask (and log a refused read).
    const consoleErrors: string[] = [];
    const userReads: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    page.on(
      'request',
      (request) => new URL(request.url()).pathname === '/api/session' && userReads.push(request.url()),
    );
    await page.goto('/auth');
    // The app's own render replaces it: the root is no longer inert and the server's style element is gone.
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
    await expect(page.locator('style[data-first-view]').count()).resolves.toBe(0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    expect(focused.length).toBeGreaterThan(0);
    await page.getByLabel('First name').focus();
    await page.keyboard.type('Dana');
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Dana');
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(userReads).toEqual([]);
    await context.close();
  });

  it('signs out from the settings panel, signs back in, and is offered the setup it skipped before home', async () => {
    const { context, page } = await openPage(browser);
    const account = newAccount();
    await registerViaApi(context.request, account);

    await page.goto('/');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Signed out successfully').waitFor();
    await page.waitForURL('**/auth');
    expect((await context.cookies()).some((cookie) => cookie.name === 'anchor_session')).toBe(false);

    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel(/username/i).fill(account.username);
    await page.getByLabel(/password/i).fill(account.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.getByText('Login successful').waitFor();
    // Onboarding complete but setup not: the wizard is shown again.
    await page.getByRole('button', { name: 'Skip Setup' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await remoteRoot(page, 'mf_assistant').waitFor();
    await context.close();
  });

  it('shows the spec message for a wrong password and stays on /auth', async () => {
    const { context, page } = await openPage(browser);
    const account = newAccount();
    await registerViaApi(context.request, account);
    await context.clearCookies();

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel(/username/i).fill(account.username);
    await page.getByLabel(/password/i).fill('not-the-password');
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page
      .getByRole('form', { name: 'Sign In' })
      .getByText('Invalid username or password. Please try again.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it('redirects a signed-in user whose onboarding and setup are complete from /auth to home', async () => {
    const { context, page } = await openPage(browser);
    await registerViaApi(context.request, newAccount(), false);
    await context.request.patch('/api/user/onboarding', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { onboardingCompleted: true, setupCompleted: true },
    });

    await page.goto('/auth');
    await page.waitForURL(`${baseUrl()}/`);
    await expect(page.getByRole('button', { name: 'Resume Setup' }).count()).resolves.toBe(0);
    await context.close();
  });
});
