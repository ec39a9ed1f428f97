import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { baseUrl, launchBrowser, openPage } from './support/browser';

const stepText = (n: number) => `Step ${n} of 11`;
const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

async function next(page: Page, expectedStep: number) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByText(stepText(expectedStep), { exact: true }).waitFor();
}

/** Leaves the registration assessment by its one skip control and waits for home. */
async function leaveRegistrationAssessment(page: Page) {
  await page.getByRole('button', { name: 'Skip Assessment' }).click();
  await page.waitForURL(`${baseUrl()}/`);
}

/** Polls until `read` gives a value `accept` takes (the page restyles or re-reads asynchronously). */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

const bodyFontSize = (page: Page) => page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));

describe('onboarding, plans and settings', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('walks a new user through all eleven steps, a plan and a payment method, to home', async () => {
    const { context, page, errors } = await openPage(browser);
    await registerViaApi(context.request, newAccount('onb'), false);
    await page.goto('/auth');
    await page.getByText(stepText(1), { exact: true }).waitFor();
    await next(page, 2);

    await page.getByLabel('Name', { exact: true }).fill('Robin Rivera');
    await page.getByLabel('Age').fill('34');
    await page.getByLabel('Location').fill('Lisbon');
    await page.getByLabel('Gender').selectOption('non-binary');
    await next(page, 3);
    await page.getByLabel('Wearable device').selectOption('fitbit');
    await next(page, 4);
    await next(page, 5);
    await next(page, 6);
    await page.getByRole('switch', { name: 'Medication Reminders' }).click();
    await next(page, 7);
    await page.getByLabel('Medication name').fill('Sertraline');
    await page.getByLabel('Dosage').fill('50 mg');
    await next(page, 8);
    await expect(page.getByLabel('Provider e-mail').count()).resolves.toBe(0);
    await page.getByRole('switch', { name: /Share my results/ }).click();
    await page.getByLabel('Provider name').fill('Dr. Ada Lane');
    await page.getByLabel('Provider e-mail').fill('ada.lane@example.test');
    await next(page, 9);
    await next(page, 10);

    const startTrial = page.getByRole('button', { name: 'Start Free Trial' });
    await expect(startTrial.isDisabled()).resolves.toBe(true);
    await page.getByText('Save 55%').waitFor();
    await page.getByRole('radio', { name: /Annual/ }).check();
    await startTrial.click();
    await page.getByText('4 interest-free installments of $17.50 every 2 weeks').waitFor();
    await page.getByRole('button', { name: 'PayPal', exact: true }).click();
    // Auto-advance about a second after the trial starts.
    await page.getByText(stepText(11), { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await leaveRegistrationAssessment(page);
    await expect(page.getByRole('button', { name: 'Resume Setup' }).count()).resolves.toBe(0);

    const stored = await (await context.request.get('/api/user/profile-settings', { headers: xhr })).json();
    expect(stored.profile).toEqual(expect.objectContaining({ name: 'Robin Rivera', age: 34, location: 'Lisbon' }));
    expect(stored.preferences).toEqual(
      expect.objectContaining({ wearableDevice: 'fitbit', medicationReminders: true }),
    );
    const subscription = await (await context.request.get('/api/subscription', { headers: xhr })).json();
    expect(subscription).toEqual(
      expect.objectContaining({ tier: 'annual', status: 'trialing', paymentMethod: 'paypal' }),
    );
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(storage).not.toContain('Sertraline');
    expect(storage).not.toContain('Lisbon');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('skips setup part-way and resumes at the first step not completed', async () => {
    const { context, page } = await openPage(browser);
    await registerViaApi(context.request, newAccount('resume'), false);
    await page.goto('/auth');
    await next(page, 2);
    await page.getByLabel('Name', { exact: true }).fill('Robin');
    await next(page, 3);
    await page.getByRole('button', { name: 'Skip This Step' }).click();
    await page.getByText(stepText(4), { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Skip Setup' }).click();
    await page.waitForURL(`${baseUrl()}/`);

    await page.reload();
    await page.getByRole('button', { name: 'Resume Setup' }).click();
    await page.waitForURL('**/auth?resume_onboarding=true');
    await page.getByText(stepText(4), { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Connect your apps' }).waitFor();

    // The saved answers come back with it, and finishing saves them and goes home.
    for (let step = 5; step <= 11; step += 1) await next(page, step);
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('tab', { name: 'Assistant' }).waitFor();
    await expect(page.getByRole('button', { name: 'Resume Setup' }).count()).resolves.toBe(0);
    const stored = await (await context.request.get('/api/user/profile-settings', { headers: xhr })).json();
    expect(stored.profile).toEqual(expect.objectContaining({ name: 'Robin' }));
    await context.close();
  });

  it('keeps every answer and the current step when the page is reloaded mid-wizard', async () => {
    const { context, page } = await openPage(browser);
    await registerViaApi(context.request, newAccount('reload'), false);
    await page.goto('/auth');
    await next(page, 2);
    await page.getByLabel('Name', { exact: true }).fill('Robin');
    await page.getByLabel('Age').fill('34');
    await page.getByLabel('Location').fill('Lisbon');
    await next(page, 3);
    const saved = page.waitForResponse(
      (answer) => answer.url().endsWith('/api/onboarding/progress') && answer.request().method() === 'PUT',
    );
    await page.getByRole('combobox').first().selectOption({ index: 1 });
    await saved;

    await page.reload();
    await page.getByText(stepText(3), { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('Robin');
    await expect(page.getByLabel('Age').inputValue()).resolves.toBe('34');
    await expect(page.getByLabel('Location').inputValue()).resolves.toBe('Lisbon');
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(storage).not.toContain('Lisbon');
    await context.close();
  });

  it('makes the whole app larger with Large text, and keeps it after a reload', async () => {
    const { context, page } = await openPage(browser);
    await registerViaApi(context.request, newAccount('a11y'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Settings' }).click();
    const before = await bodyFontSize(page);
    await page.getByRole('switch', { name: 'Large text' }).click();
    expect(
      await eventually(
        () => bodyFontSize(page),
        (size) => size > before,
      ),
    ).toBeGreaterThan(before);

    // A fresh browser profile for the same account: the server's copy applies on load. The switch applies at once
    // and saves in the background, so the server's copy is read until the save has landed.
    const storedLargeText = () =>
      context.request
        .get('/api/user/profile-settings', { headers: xhr })
        .then(async (answer) => (await answer.json()).preferences.largeText as boolean);
    expect(await eventually(storedLargeText, (on) => on)).toBe(true);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('button', { name: 'Settings' }).waitFor();
    expect(
      await eventually(
        () => bodyFontSize(page),
        (size) => size > before,
      ),
    ).toBeGreaterThan(before);
    await context.close();
  });

  it('keeps an app connection switch after a reload', async () => {
    const { context, page } = await openPage(browser);
    await registerViaApi(context.request, newAccount('apps'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Settings' }).click();
    const video = page.getByRole('switch', { name: /^Video Apps/ });
    const initial = await video.getAttribute('aria-checked');
    await video.click();
    await page.getByText('Settings Updated').waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Settings' }).click();
    const flipped = initial === 'true' ? 'false' : 'true';
    const video2 = page.getByRole('switch', { name: /^Video Apps/ });
    await video2.waitFor();
    expect(
      await eventually(
        () => video2.getAttribute('aria-checked'),
        (value) => value === flipped,
      ),
    ).toBe(flipped);
    await context.close();
  });

  it('exports a file holding what the user entered', async () => {
    const { context, page } = await openPage(browser);
    await registerViaApi(context.request, newAccount('export'), false);
    const completed = await context.request.post('/api/onboarding/complete', {
      headers: { ...xhr, 'Content-Type': 'application/json' },
      data: { name: 'Robin', location: 'Porto-Export-Check' },
    });
    expect(completed.ok()).toBe(true);
    await page.goto('/');
    await page.getByRole('button', { name: 'Settings' }).click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Health Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^anchor-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = readFileSync(await download.path(), 'utf8');
    expect(exported).toContain('Porto-Export-Check');
    await context.close();
  });
});
