import { HealthMetricsApiPath, NotificationApiPath, type MedicationReminderResponse } from '@anchor/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { healthCsv, seedInsightsHistory } from '../../tools/seed-insights-history.mjs';
import { newAccount, registerViaApi } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { openTab } from './support/home';
import { screenshotsAtEachWidth } from './support/screenshots';

const SEEDED_DAYS = 60;
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
const jsonHeaders = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

function servicesEnv(): { DATABASE_URL: string; DATA_ENCRYPTION_KEY: string } {
  const env = JSON.parse(process.env.E2E_SERVICES_ENV ?? '{}');
  if (!env.DATABASE_URL) throw new Error('E2E_SERVICES_ENV is not set: run the browser tests through jest (npm test)');
  return env;
}

/**
 * A person with 60 days of history: health metrics through the CSV import, a medication reminder through the
 * API, and what the API cannot date in the past (check-ins, assessments, practice, answered reminders) written
 * into the database by the seeding helper.
 */
async function seededPerson(browser: Browser) {
  const opened = await openPage(browser);
  const { request } = opened.context;
  await registerViaApi(request, newAccount('insights'));
  const userId = (await (await request.get('/api/user')).json()).id as number;
  const imported = await request.post(HealthMetricsApiPath.import, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'text/csv' },
    data: healthCsv(SEEDED_DAYS),
  });
  expect(imported.status()).toBe(201);
  const reminder = await request.post(NotificationApiPath.medicationReminder, {
    headers: jsonHeaders,
    data: { medicationName: 'Sertraline', time: '09:00', timeZone: 'UTC' },
  });
  expect(reminder.status()).toBe(201);
  const { medicationId, schedule } = (await reminder.json()) as MedicationReminderResponse;
  const { DATABASE_URL, DATA_ENCRYPTION_KEY } = servicesEnv();
  await seedInsightsHistory({
    databaseUrl: DATABASE_URL,
    encryptionKey: DATA_ENCRYPTION_KEY,
    userId,
    medication: { id: medicationId, scheduleId: schedule.id },
    days: SEEDED_DAYS,
  });
  return opened;
}

async function openInsights(page: Page) {
  await page.goto('/');
  const panel = await openTab(page, 'Insights');
  await panel.getByRole('tab', { name: 'Recommendations' }).waitFor();
  return panel;
}

const chart = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

/** Opens a chart's table and answers its rows (the header row included). */
async function tableRows(region: Locator) {
  await region.getByText('Show the numbers as a table').click();
  return region.getByRole('table').getByRole('row');
}

describe('Insights from a person’s own data', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('shows 60 days of history as computed cards, charts and their tables', async () => {
    const { page, errors } = await seededPerson(browser);
    const panel = await openInsights(page);

    const cards = panel.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    expect(await panel.getByText('Still needed').count()).toBe(0);
    // Every card shows its icon as a drawing (an emoji shows as an empty box where no emoji font is installed).
    const icons = cards.locator('svg');
    expect(await icons.count()).toBe(3);
    expect((await icons.first().boundingBox())?.width).toBe(24);
    await shot(page, 'insights-seeded-desktop');
    await panel
      .getByText(/^On days you slept more, your mood the next day tended to be higher \(rank correlation/)
      .waitFor();
    await panel.getByRole('button', { name: 'Drop the Anchor Deeper' }).click();
    expect(await cards.count()).toBeGreaterThan(5);
    await panel.getByText(/you confirmed Sertraline: taken \d+ of 7 doses/).waitFor();
    await panel.getByText(/^Across \d+ sessions you rated, your distress tended to go from/).waitFor();
    await panel.getByRole('button', { name: 'Show Top 3 Only' }).click();
    expect(await cards.count()).toBe(3);

    await panel.getByRole('tab', { name: 'Trends' }).click();
    await panel.getByRole('button', { name: /What moves with your mood/ }).waitFor();
    await panel.getByRole('button', { name: /PCL-5 over time.*3 assessments/ }).waitFor();

    const mood = chart(page, 'Mood, energy and anxiety');
    await mood.getByText('You checked in on 29 of the last 30 days.', { exact: false }).waitFor();
    await mood.locator('svg.recharts-surface').first().waitFor();
    expect(await (await tableRows(mood)).count()).toBe(1 + 29);
    await mood.getByRole('button', { name: '90 days' }).click();
    await mood.getByText('You checked in on 60 of the last 90 days.', { exact: false }).waitFor();
    expect(await mood.getByRole('table').getByRole('row').count()).toBe(1 + 60);

    const pcl5 = chart(page, 'PCL-5 over time');
    await pcl5.getByText(/^3 assessments from .* Total 54 at first and 34 most recently/).waitFor();
    await pcl5.locator('svg.recharts-surface').first().waitFor();
    expect(await (await tableRows(pcl5)).count()).toBe(1 + 3);

    const practice = chart(page, 'Practice per week');
    await practice.locator('svg.recharts-surface').first().waitFor();
    await practice.getByText(/distress averaged \d\.\d before and \d\.\d after/).waitFor();
    // Minutes actually spent; the oldest seeded sessions have no recorded time and are counted apart.
    await practice
      .getByText(/^[1-9]\d* minutes over \d+ weeks;.* Time not recorded for [1-9]\d* earlier sessions?\./)
      .waitFor();
    expect(await (await tableRows(practice)).count()).toBeGreaterThan(8);

    const sleep = chart(page, 'Sleep and next-day mood');
    await sleep.getByText(/^59 nights with sleep logged and a check-in the next day/).waitFor();
    await sleep.locator('svg.recharts-surface').first().waitFor();
    expect(await (await tableRows(sleep)).count()).toBe(1 + 59);

    const adherence = chart(page, 'Medication adherence: Sertraline');
    await adherence.getByText(/^Sertraline: \d+ of 60 doses taken over \d+ weeks/).waitFor();
    expect(await (await tableRows(adherence)).count()).toBe(1 + 12);
    expect(errors).toEqual([]);
  });

  it('leads Take Action to the reminders card in Settings and to an exercise in Mindfulness', async () => {
    const { page, errors } = await seededPerson(browser);
    const panel = await openInsights(page);

    await panel.getByRole('button', { name: 'Take Action: Set a wind-down reminder' }).click();
    await page.getByText('Great choice!').waitFor();
    const reminders = page.getByRole('region', { name: 'Push Notifications' });
    await reminders.waitFor();
    await page.waitForFunction(() => document.activeElement?.querySelector('h2')?.textContent === 'Push Notifications');
    // Scrolled to: the card's title is in the window and not under the sticky header.
    const heading = reminders.getByRole('heading', { name: 'Push Notifications' });
    const visible = await heading.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return box.top >= 0 && box.bottom <= window.innerHeight && element.contains(hit);
    });
    expect(visible).toBe(true);
    await reminders.getByRole('switch').first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/insights-take-action-reminders.png` });

    await panel.getByRole('button', { name: 'Drop the Anchor Deeper' }).click();
    await panel.getByRole('button', { name: 'Take Action: Practise thought challenging again' }).click();
    await page.getByRole('tab', { name: 'Mindfulness', selected: true }).waitFor();
    const mindfulness = page.getByRole('tabpanel');
    await mindfulness.getByText('Before you begin: how distressed do you feel right now?').waitFor();
    await mindfulness.getByText('Thought Challenging').first().waitFor();
    await shot(page, 'insights-take-action-exercise');
    expect(errors).toEqual([]);
  });

  it('shows a new person what each card still needs, and lets them check in and change today’s entry', async () => {
    const { context, page, errors } = await openPage(browser);
    await registerViaApi(context.request, newAccount('insights_new'));
    const panel = await openInsights(page);

    const cards = panel.getByRole('article');
    await cards.first().waitFor();
    await panel.getByRole('button', { name: 'Drop the Anchor Deeper' }).click();
    const count = await cards.count();
    expect(await panel.getByText('Still needed').count()).toBe(count);
    await panel.getByText('Your sleep picture needs 7 more days of sleep entries in the last two weeks.').waitFor();
    await panel.getByText('Symptom patterns need your first PCL-5 assessment.').waitFor();

    await panel.getByRole('tab', { name: 'Trends' }).click();
    await panel.getByText(/Still needed: 14 more days of sleep entries \(sleep and next-day mood\)/).waitFor();
    await chart(page, 'PCL-5 over time')
      .getByText(/^No scored assessment yet/)
      .waitFor();
    expect(await page.locator('svg.recharts-surface').count()).toBe(0);

    await panel.getByRole('button', { name: 'Check in on your mood' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radiogroup', { name: 'Mood' }).getByRole('radio', { name: '4' }).click();
    await dialog.getByRole('button', { name: 'Save check-in' }).click();
    await panel.getByText('Today: mood 4').waitFor();

    await panel.getByRole('button', { name: 'Edit today’s check-in' }).click();
    await dialog.getByRole('heading', { name: 'Change today’s check-in' }).waitFor();
    await dialog.getByRole('radiogroup', { name: 'Mood' }).getByRole('radio', { name: '7' }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await panel.getByText('Today: mood 7').waitFor();
    await chart(page, 'Mood, energy and anxiety')
      .getByText('You checked in on 1 of the last 30 days.', { exact: false })
      .waitFor();
    expect(errors).toEqual([]);
  });
  it('says why a health entry or file was refused, by field and line, and how many days a good file added', async () => {
    const { context, page, errors } = await openPage(browser);
    await registerViaApi(context.request, newAccount('health_import'));
    const panel = await openInsights(page);
    await panel.getByRole('button', { name: 'Log health metrics' }).click();
    const dialog = page.getByRole('dialog');

    await dialog.getByLabel('Sleep (hours)').fill('5.5');
    await dialog.getByRole('button', { name: 'Save today’s metrics' }).click();
    await dialog.getByText('Must be a whole number from 0 to 24 (hours).').waitFor();
    expect(await dialog.getByLabel('Sleep (hours)').getAttribute('aria-invalid')).toBe('true');
    await screenshotsAtEachWidth(page, SHOTS, 'health-entry-refused');

    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const file = dialog.getByLabel(/Import a CSV file/);
    const csv = (lines: string[]) => ({
      name: 'health.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\n')),
    });
    await file.setInputFiles(csv(['date,sleep_hours', `${day(3)},7`, `${day(2)},30`, '2099-01-01,6']));
    await dialog.getByText('Nothing was imported: 2 rows have problems. Fix them and import the file again.').waitFor();
    const lines = dialog.getByRole('list', { name: 'Lines to fix' }).getByRole('listitem');
    expect(await lines.allInnerTexts()).toEqual([
      'Line 3: sleep_hours: must be a whole number from 0 to 24 (hours).',
      'Line 4: date: 2099-01-01 is in the future.',
    ]);
    await screenshotsAtEachWidth(page, SHOTS, 'health-import-refused');

    await file.setInputFiles(csv(['date,sleep_hours', `${day(3)},7`, `${day(2)},8`, `${day(1)},6`]));
    await dialog.getByRole('status').getByText('3 days added.').waitFor();
    await screenshotsAtEachWidth(page, SHOTS, 'health-import-added');
    expect(errors).toEqual([]);
    await context.close();
  });
});
