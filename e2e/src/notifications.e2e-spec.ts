import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { baseUrl, launchBrowser } from './support/browser';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
// A zone half an hour off UTC: a reminder meant in the browser's local time cannot pass by luck.
const TIME_ZONE = 'Asia/Kolkata';
const jsonHeaders = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
/** How often the bell asks for new notifications (the shell's NOTIFICATIONS_POLL_MS). */
const BELL_POLL_MS = 30_000;

/** With `controlledClock`, the page's timers run in real time until the test runs them forward. */
async function signedInHome(
  browser: Browser,
  { controlledClock = false } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    timezoneId: TIME_ZONE,
    viewport: { width: 1280, height: 900 },
  });
  await registerViaApi(context.request, newAccount('notify'));
  const page = await context.newPage();
  if (controlledClock) await page.clock.install();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await bell(page).waitFor();
  return { context, page, errors };
}

async function openPushCard(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('heading', { name: 'Push Notifications' }).waitFor();
}

/** HH:MM of the next whole minute in the page's own clock and zone, at least 10 s away. */
const nextMinute = (page: Page) =>
  page.evaluate(() => {
    const at = new Date(Date.now() + 70_000);
    return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  });

/** Waits (real time: the worker sends at the scheduled minute) until the person's first notification is sent. */
async function firstNotificationSent(request: APIRequestContext, timeoutMs = 105_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const listed = (await (await request.get('/api/notifications')).json()) as { items: { status: string }[] };
    if (listed.items.some((item) => item.status === 'sent')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no notification was sent within ${timeoutMs / 1000} s`);
}

describe('reminders and notifications', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('schedules the daily mood check for the next minute; its reminder in the bell opens the mood check-in', async () => {
    const { context, page, errors } = await signedInHome(browser, { controlledClock: true });
    await openPushCard(page);

    const time = await nextMinute(page);
    await page.getByLabel('Mood check time').fill(time);
    await page.getByRole('button', { name: 'Schedule mood check' }).click();
    await page.getByText('Mood check scheduled').first().waitFor();
    // The switch follows the server's schedules, refetched right after the toast.
    await page.getByRole('switch', { name: 'Daily Mood Check', checked: true }).waitFor();

    // No push service here: the reminder arrives in-app, picked up by the bell's 30 s polling. The worker sends
    // it at that minute in real time; the page's clock then runs through one polling interval, not waited out.
    await firstNotificationSent(context.request);
    await page.clock.runFor(BELL_POLL_MS);
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    // The daily schedule and the card's one-off for the same minute make one reminder, not two.
    const listed = (await (await context.request.get('/api/notifications')).json()) as {
      items: { type: string; status: string; scheduledFor: string }[];
    };
    expect(listed.items.map((item) => [item.type, item.status])).toEqual([['mood_check', 'sent']]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bell-one-mood-check-1280.png` });
    await bell(page).click();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bell-open-1280.png` });
    // On a phone the open panel stays inside the screen (the bell is not at the header's right edge there).
    await page.setViewportSize({ width: 390, height: 844 });
    const panel = await page.getByRole('region', { name: 'Your notifications' }).boundingBox();
    expect(panel).not.toBeNull();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bell-open-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: /Daily mood check/ }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // Tapping the reminder opens the mood check-in (the insights remote, inside the shell's dialog).
    const checkIn = page.getByRole('dialog');
    await checkIn.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await checkIn.getByRole('radiogroup', { name: 'Mood' }).getByRole('radio', { name: '7', exact: true }).click();
    await checkIn.getByRole('button', { name: 'Save check-in' }).click();
    await page.getByText('Mood check-in saved').first().waitFor();
    await checkIn.waitFor({ state: 'detached' });

    const entries = await context.request.get('/api/mood-entries');
    expect(entries.ok()).toBe(true);
    expect(await entries.json()).toEqual([expect.objectContaining({ mood: 7, source: 'reminder' })]);

    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('shows a sent notification in the bell, marks one read and then all', async () => {
    const { context, page } = await signedInHome(browser);
    for (const title of ['First note', 'Second note']) {
      const sent = await context.request.post('/api/notifications/send-immediate', {
        headers: jsonHeaders,
        data: { title, body: 'A message from the e2e test.', type: 'wellness_tip', data: {} },
      });
      expect(sent.ok()).toBe(true);
    }

    await page.reload();
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const items = page.getByRole('region', { name: 'Your notifications' }).getByRole('listitem');
    await expect(items.allTextContents()).resolves.toEqual([
      expect.stringContaining('Second note'),
      expect.stringContaining('First note'),
    ]);
    await page.getByRole('button', { name: /First note/ }).click();
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await context.close();
  });

  it('says push is disabled when the browser has not granted notifications, and runs the service worker', async () => {
    const { context, page } = await signedInHome(browser);
    await openPushCard(page);

    await page.getByText('Push notifications disabled').waitFor();
    await page.getByText(/enable notifications for Anchor in your browser or device settings/).waitFor();
    await expect(page.getByRole('button', { name: 'Schedule medication reminder' }).isDisabled()).resolves.toBe(true);
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
    expect(worker).toBe(`${baseUrl()}/sw.js`);
    await context.close();
  });
});
