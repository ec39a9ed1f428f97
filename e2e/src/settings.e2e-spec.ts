import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { screenshotsAtEachWidth } from './support/screenshots';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

async function openSettings(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('heading', { name: 'Profile & preferences' }).waitFor();
}

/** The innermost section holding the card's title: the card itself (the settings panel is a section too). */
const card = (page: Page, title: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .last();

/** Sertraline 50 mg at 08:00 and 21:00, added through the Medications card. */
async function addSertralineTwiceDaily(meds: Locator) {
  await meds.getByRole('button', { name: 'Add medication' }).click();
  await meds.getByLabel('Medication name').fill('Sertraline');
  await meds.getByLabel('Dosage').fill('50 mg');
  await meds.getByRole('button', { name: 'Add a time' }).click();
  await meds.getByLabel('Reminder time 2').fill('21:00');
  await meds.getByRole('button', { name: 'Save medication' }).click();
  await meds.getByText('50 mg · daily at 08:00, 21:00').waitFor();
}

/** The times of the person's active medication reminders, as the API lists them. */
const medicationReminderTimes = async (request: APIRequestContext) =>
  ((await (await request.get('/api/reminders')).json()).items as { kind: string; time: string }[])
    .filter((item) => item.kind === 'medication')
    .map((item) => item.time);

describe('settings: every choice can be changed later', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('edits the profile with the wizard rules: a blank name is refused, a saved one survives a reload', async () => {
    const { context, page, errors } = await openPage(browser);
    await registerViaApi(context.request, newAccount('profile'));
    await openSettings(page);
    const profile = card(page, 'Profile & preferences');
    await profile.getByLabel('Name', { exact: true }).fill('   ');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByText('Name is required').waitFor();

    await profile.getByLabel('Name', { exact: true }).fill('Robin');
    await profile.getByLabel('Age').fill('41');
    await profile.getByLabel('Location').fill('Portland');
    await profile.getByLabel('Time zone').selectOption('America/Los_Angeles');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved').first().waitFor();
    if (SHOTS) {
      await profile.screenshot({ path: `${SHOTS}/profile-card-1280.png` });
    }

    await page.reload();
    await openSettings(page);
    await expect(card(page, 'Profile & preferences').getByLabel('Name', { exact: true }).inputValue()).resolves.toBe(
      'Robin',
    );
    const settings = await (await context.request.get('/api/user/profile-settings')).json();
    expect(settings.profile).toMatchObject({
      name: 'Robin',
      age: 41,
      location: 'Portland',
      timeZone: 'America/Los_Angeles',
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("asks for a guardian's consent when the age is changed to 15, and records it only once given", async () => {
    const { context, page, errors } = await openPage(browser);
    await registerViaApi(context.request, newAccount('turned15'));
    const adult = await context.request.patch('/api/user/profile-details', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      data: { name: 'Robin', age: 30, timeZone: 'America/New_York' },
    });
    expect(adult.ok()).toBe(true);
    await openSettings(page);
    const profile = card(page, 'Profile & preferences');

    await profile.getByLabel('Age').fill('15');
    const consent = profile.getByRole('switch', { name: /parent or guardian consents/ });
    await expect(consent.getAttribute('aria-checked')).resolves.toBe('false');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByText(/need a parent's or guardian's consent/).waitFor();
    await screenshotsAtEachWidth(page, SHOTS, 'profile-consent-asked', { cards: ['Profile & preferences'] });
    const unchanged = await (await context.request.get('/api/user/profile-settings')).json();
    expect(unchanged.profile).toMatchObject({ age: 30, guardianConsentAt: null });

    await consent.click();
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved').first().waitFor();
    const saved = await (await context.request.get('/api/user/profile-settings')).json();
    expect(saved.profile).toMatchObject({ age: 15, guardianConsentAt: expect.any(String) });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('adds, edits and deletes a medication; its reminders follow', async () => {
    const { context, page, errors } = await openPage(browser);
    await registerViaApi(context.request, newAccount('meds'));
    await openSettings(page);
    const meds = card(page, 'Medications');
    await addSertralineTwiceDaily(meds);
    const reminders = () => medicationReminderTimes(context.request);
    expect(await reminders()).toEqual(['08:00', '21:00']);
    if (SHOTS) await meds.screenshot({ path: `${SHOTS}/medications-card-1280.png` });

    await meds.getByRole('button', { name: 'Edit Sertraline' }).click();
    await meds.getByRole('button', { name: 'Remove 21:00' }).click();
    await meds.getByRole('button', { name: 'Save medication' }).click();
    await meds.getByText('50 mg · daily at 08:00').waitFor();
    expect(await reminders()).toEqual(['08:00']);

    await meds.getByRole('button', { name: 'Delete Sertraline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Sertraline?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await meds.getByText('No medications yet.').waitFor();
    expect(await reminders()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('pauses medication reminders with the switch: after a reload, switching it on brings the same times back', async () => {
    const { context, page, errors } = await openPage(browser);
    await registerViaApi(context.request, newAccount('pause'));
    await openSettings(page);
    const meds = card(page, 'Medications');
    await addSertralineTwiceDaily(meds);
    const reminderTimes = () => medicationReminderTimes(context.request);

    const push = card(page, 'Push Notifications');
    const medications = push.getByRole('switch', { name: 'Medication Reminders' });
    await push.getByRole('listitem').filter({ hasText: 'Sertraline at 21:00' }).waitFor();
    expect(await medications.getAttribute('aria-checked')).toBe('true');
    await medications.click();
    await meds.getByText('50 mg · daily at 08:00, 21:00 · reminders paused').waitFor();
    expect(await reminderTimes()).toEqual([]);

    await page.reload();
    await openSettings(page);
    const pushAfter = card(page, 'Push Notifications');
    const switchAfter = pushAfter.getByRole('switch', { name: 'Medication Reminders' });
    await switchAfter.waitFor();
    expect(await switchAfter.getAttribute('aria-checked')).toBe('false');
    await card(page, 'Medications').getByText('50 mg · daily at 08:00, 21:00 · reminders paused').waitFor();
    if (SHOTS) await card(page, 'Medications').screenshot({ path: `${SHOTS}/medications-paused-1280.png` });

    await switchAfter.click();
    await pushAfter.getByRole('listitem').filter({ hasText: 'Sertraline at 08:00' }).waitFor();
    await pushAfter.getByRole('listitem').filter({ hasText: 'Sertraline at 21:00' }).waitFor();
    await card(page, 'Medications').getByText('50 mg · daily at 08:00, 21:00', { exact: true }).waitFor();
    expect(await switchAfter.getAttribute('aria-checked')).toBe('true');
    expect(await reminderTimes()).toEqual(['08:00', '21:00']);
    await page.setViewportSize({ width: 390, height: 844 });
    if (SHOTS) await pushAfter.screenshot({ path: `${SHOTS}/push-card-restored-390.png` });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('starts a plan later from the Subscription card, then cancels only after confirming', async () => {
    const { context, page, errors } = await openPage(browser);
    await registerViaApi(context.request, newAccount('plan'));
    await openSettings(page);
    const subscription = card(page, 'Subscription');
    await subscription.getByText('You are on the free plan.').waitFor();
    await subscription.getByRole('button', { name: 'Choose a plan' }).click();
    await subscription.getByRole('radio', { name: /Monthly/ }).check();
    await subscription.getByRole('button', { name: 'Start Free Trial' }).click();
    await subscription.getByText('Test mode: no payment is taken on this server.', { exact: false }).waitFor();
    if (SHOTS) await subscription.screenshot({ path: `${SHOTS}/payment-sandbox-1280.png` });
    await subscription.getByRole('button', { name: 'PayPal' }).click();
    await subscription.getByText('Monthly plan: free trial').waitFor();

    await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await dialog.getByText(/Your free trial continues until .* you will not be charged/).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cancel-confirm-1280.png` });
    // The safe choice comes first (left) and holds the focus: Enter keeps the plan.
    const keep = dialog.getByRole('button', { name: 'Keep my plan' });
    const confirm = dialog.getByRole('button', { name: 'Cancel subscription' });
    expect(await keep.evaluate((element) => element === document.activeElement)).toBe(true);
    expect((await keep.boundingBox())?.x ?? 0).toBeLessThan((await confirm.boundingBox())?.x ?? 0);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect((await (await context.request.get('/api/subscription')).json()).status).toBe('trialing');

    await page.setViewportSize({ width: 390, height: 844 });
    await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
    expect(await keep.evaluate((element) => element === document.activeElement)).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cancel-confirm-390.png` });
    await keep.click();
    if (SHOTS) await subscription.screenshot({ path: `${SHOTS}/subscription-card-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });

    await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await subscription.getByRole('button', { name: 'Resume subscription' }).waitFor();
    expect((await (await context.request.get('/api/subscription')).json()).status).toBe('cancelled');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('schedules the daily mood check with push off, saying the bell delivers it, and switches medication reminders on and off', async () => {
    const { context, page, errors } = await openPage(browser);
    await registerViaApi(context.request, newAccount('pushcard'));
    await openSettings(page);
    const push = card(page, 'Push Notifications');
    await push.getByText('Push notifications disabled').waitFor();
    await push.getByLabel('Mood check time').fill('07:30');
    await push
      .getByText(/^Every day at 07:30\. When 07:30 has already passed today, the first one comes tomorrow/)
      .waitFor();
    // Under every Schedule button: the mood check's, the wellness tips' and the medication's.
    expect(await push.getByText('the reminder will arrive in the bell inside Anchor', { exact: false }).count()).toBe(
      3,
    );
    const oneOff = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/notifications/schedule',
    );
    await push.getByRole('button', { name: 'Schedule mood check' }).click();
    await page.getByText('Mood check scheduled').first().waitFor();
    // Besides the daily schedule, the card posts the spec's one-off for the next 07:30 (the server keeps one of the two).
    expect((await oneOff).postDataJSON()).toMatchObject({
      type: 'mood_check',
      title: 'Daily mood check',
      data: { checkType: 'daily_mood' },
    });
    await push.getByRole('switch', { name: 'Daily Mood Check' }).and(page.locator('[aria-checked="true"]')).waitFor();
    const moodChecks = async () =>
      (
        (await (await context.request.get('/api/reminders')).json()) as { items: { kind: string; time: string }[] }
      ).items
        .filter((item) => item.kind === 'mood_check')
        .map((item) => item.time);
    expect(await moodChecks()).toEqual(['07:30']);

    const medications = push.getByRole('switch', { name: 'Medication Reminders' });
    await medications.click();
    expect(await medications.getAttribute('aria-checked')).toBe('true');
    await medications.click();
    expect(await medications.getAttribute('aria-checked')).toBe('false');
    if (SHOTS) await push.screenshot({ path: `${SHOTS}/push-card-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    if (SHOTS) await push.screenshot({ path: `${SHOTS}/push-card-390.png` });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
