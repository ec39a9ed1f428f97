import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { baseUrl, launchBrowser } from './support/browser';
import { openTab } from './support/home';

// The meditation is timed from an end time, never from ticks, so a browser test need not wait five
// real minutes: playwright's clock drives the page's Date and timers forward, exactly as a tab that
// slept through the session would see time on waking. The server runs its production configuration
// unchanged: it only holds the end time (for a reload and the end bell), and the page records the
// session when its countdown reaches 0.

const SCREENSHOTS = process.env.MINDFULNESS_SCREENSHOTS;
const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

async function signedInMindfulness(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context: BrowserContext = await browser.newContext({ baseURL: baseUrl(), viewport });
  await registerViaApi(context.request, newAccount('calm'));
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/');
  const panel = await openTab(page, 'Mindfulness');
  await panel.getByRole('heading', { name: 'Mindfulness & Meditation' }).waitFor();
  return { context, page };
}

async function counts(request: APIRequestContext): Promise<Record<string, number>> {
  const res = await request.get('/api/mindfulness/counts', { headers: xhr });
  expect(res.status()).toBe(200);
  return res.json();
}

/** The card of one practice in the picker, by its title. */
const card = (page: Page, title: string) =>
  page
    .getByRole('tabpanel')
    .locator('section', { has: page.getByRole('heading', { name: title, exact: true }) })
    .last();

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

const rate = (page: Page, question: RegExp, score: string) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: question }) })
    .last()
    .getByRole('button', { name: score, exact: true })
    .click();

describe('Mindfulness', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('records nothing for a meditation stopped early, and records one that reaches 0 with both ratings', async () => {
    const { context, page } = await signedInMindfulness(browser);
    await card(page, 'Meditation').getByText('0/8 sessions completed this month').waitFor();
    await shot(page, 'mindfulness-picker-desktop');
    await page.getByRole('button', { name: 'Start Session' }).click();
    await page.getByText('Select duration to begin').waitFor();
    await rate(page, /^Before you begin/, '6');

    await page.getByRole('button', { name: 'Start Session' }).click();
    await page.getByRole('button', { name: 'Stop Session' }).waitFor();
    await page.clock.fastForward('01:00');
    await page
      .getByRole('timer')
      .filter({ hasText: /^(04:00|03:\d\d)$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Stop Session' }).click();
    await page.getByText('Select duration to begin').waitFor();
    expect(await counts(context.request)).toEqual({});
    const stopped = await context.request.get('/api/mindfulness/meditation-timer', { headers: xhr });
    expect(await stopped.json()).toEqual({ timer: null });

    await page.getByRole('button', { name: '5 min', exact: true }).click();
    await page.getByRole('button', { name: 'Start Session' }).click();
    // Running only once the server has fixed the end: before that the dial shows 05:00 too.
    await page.getByRole('button', { name: 'Stop Session' }).waitFor();
    await page
      .getByRole('timer')
      .filter({ hasText: /^0[45]:\d\d$/ })
      .waitFor();
    await shot(page, 'mindfulness-meditation-running-desktop');
    await page.clock.fastForward('05:00');
    await page.getByRole('heading', { name: 'And now: how distressed do you feel?' }).waitFor();
    const recorded = page.waitForResponse(
      (res) => res.url().endsWith('/api/mindfulness') && res.request().method() === 'POST',
    );
    await rate(page, /^And now/, '3');
    expect(await (await recorded).json()).toMatchObject({
      type: 'meditation',
      duration: 300,
      sudsBefore: 6,
      sudsAfter: 3,
    });
    await page.getByText('Your distress went from 6 to 3.').waitFor();
    expect(await counts(context.request)).toEqual({ meditation: 1 });
    const timer = await context.request.get('/api/mindfulness/meditation-timer', { headers: xhr });
    expect(await timer.json()).toEqual({ timer: null });

    await page.getByRole('button', { name: '← Back to Mindfulness' }).click();
    await card(page, 'Meditation').getByText('1/8 sessions completed this month').waitFor();
    await context.close();
  });

  it('guides 4-7-8 breathing in time and records it as 4-7-8 planned at 300 s, with the time actually spent', async () => {
    const { context, page } = await signedInMindfulness(browser);
    await page.getByRole('button', { name: 'Start Breathing' }).click();
    await rate(page, /^Before you begin/, '5');
    await page.getByRole('button', { name: 'Start 4-7-8 Breathing' }).click();
    await page.getByText('Breathe in through your nose for 4 seconds').waitFor();
    await page.clock.fastForward(4000);
    await page.getByText('Hold your breath for 7 seconds').waitFor();
    await page.clock.fastForward(7000);
    await page.getByText('Breathe out slowly through your mouth for 8 seconds').waitFor();
    await shot(page, 'mindfulness-breathing-desktop');
    await page.clock.fastForward(8000);
    await page.getByText('Breathe in through your nose for 4 seconds').waitFor();

    await page.getByRole('button', { name: 'Complete Session' }).click();
    const recorded = page.waitForResponse(
      (res) => res.url().endsWith('/api/mindfulness') && res.request().method() === 'POST',
    );
    await rate(page, /^And now/, '2');
    const session = await (await recorded).json();
    expect(session).toMatchObject({ type: 'breathing', subtype: '4-7-8', duration: 300, sudsBefore: 5, sudsAfter: 2 });
    // The page's clock ran 19 s ahead of the server's: the server holds the end to its own now, so the time
    // recorded is what really passed here, never the planned 300 s.
    expect(session.secondsSpent).toBeGreaterThanOrEqual(0);
    expect(session.secondsSpent).toBeLessThan(300);
    await page.getByText('Session recorded. Well done for taking this time for yourself.').waitFor();
    expect(await counts(context.request)).toEqual({ breathing: 1, 'breathing_4-7-8': 1 });
    await page.getByRole('button', { name: '← Back to Mindfulness' }).click();
    await card(page, 'Breathing').getByText('1/8 sessions completed this month').waitFor();
    await context.close();
  });

  it('records a breathing session left at its last rating, with the first rating, once', async () => {
    const { context, page } = await signedInMindfulness(browser);
    await page.getByRole('button', { name: 'Start Breathing' }).click();
    await rate(page, /^Before you begin/, '7');
    await page.getByRole('button', { name: 'Start 4-7-8 Breathing' }).click();
    await page.getByText('Breathe in through your nose for 4 seconds').waitFor();
    await page.getByRole('button', { name: 'Complete Session' }).click();
    await page.getByRole('heading', { name: 'And now: how distressed do you feel?' }).waitFor();
    const recorded = page.waitForResponse(
      (res) => res.url().endsWith('/api/mindfulness') && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: '← Back to Mindfulness' }).click();
    expect(await (await recorded).json()).toMatchObject({ type: 'breathing', sudsBefore: 7, sudsAfter: null });
    await card(page, 'Breathing').getByText('1/8 sessions completed this month').waitFor();
    expect(await counts(context.request)).toEqual({ breathing: 1, 'breathing_4-7-8': 1 });
    await context.close();
  });

  it('saves a thought record to the journal only when chosen, then reads and deletes it there', async () => {
    const { context, page } = await signedInMindfulness(browser);
    await page.getByRole('button', { name: 'Start Exercises' }).click();
    await page.getByText('CBT Progress Tip').waitFor();
    await page.getByRole('button', { name: 'Start Exercise: Thought Challenging' }).click();
    await rate(page, /^Before you begin/, '8');
    await page.getByLabel('Situation').fill('My manager asked to talk tomorrow');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Automatic thought').fill('I always ruin everything');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('I always ruin everything').waitFor();
    await page.getByRole('checkbox', { name: 'Catastrophizing' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Evidence against the thought').fill('Last review went well');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Balanced thought').fill('It may be about the new project');
    await shot(page, 'mindfulness-thought-record-desktop');
    await page.getByRole('button', { name: 'Complete Exercise' }).click();
    await page.getByRole('checkbox', { name: 'Save what I wrote to my private journal' }).check();
    await rate(page, /^And now/, '5');
    await page.getByText('Your distress went from 8 to 5.').waitFor();

    // A second exercise, finished without the journal choice: nothing of what was written is kept.
    await page.getByRole('button', { name: '← Back to CBT Exercises' }).click();
    await page.getByRole('button', { name: 'Start Exercise: Reframe Negative Thinking' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByLabel('Negative thought').fill('Nobody wants me around');
    for (let step = 0; step < 2; step += 1) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Complete Exercise' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByText('Session recorded. Well done for taking this time for yourself.').waitFor();
    expect(await counts(context.request)).toEqual({
      cbt: 2,
      cbt_thought_challenging: 1,
      cbt_reframe_negative_thinking: 1,
    });

    await page.getByRole('button', { name: '← Back to CBT Exercises' }).click();
    await page.getByRole('button', { name: '← Back to Mindfulness' }).click();
    await card(page, 'CBT Exercises').getByText('2/12 sessions completed this month').waitFor();
    await page.getByRole('button', { name: 'My Journal' }).click();
    const entry = page.getByRole('article');
    await entry.getByRole('heading', { name: 'Thought Challenging' }).waitFor();
    await entry.getByText(/Automatic thought: I always ruin everything/).waitFor();
    await entry.getByText(/Thinking errors: Catastrophizing/).waitFor();
    expect(await entry.count()).toBe(1);
    await expect(page.getByText('Nobody wants me around').count()).resolves.toBe(0);
    await shot(page, 'mindfulness-journal-desktop');

    await entry.getByRole('button', { name: /^Delete entry: Thought Challenging/ }).click();
    await page
      .getByRole('dialog', { name: 'Delete this journal entry?' })
      .getByRole('button', { name: 'Delete entry' })
      .click();
    await page.getByText(/^Nothing saved yet/).waitFor();
    const journal = await context.request.get('/api/mindfulness/journal', { headers: xhr });
    expect(await journal.json()).toEqual([]);
    expect((await counts(context.request)).cbt).toBe(2);
    await context.close();
  });

  it('follows a link into the tab: the meditation its end bell opens, and the journal', async () => {
    const { context, page } = await signedInMindfulness(browser);
    await page.goto('/?tab=mindfulness&exercise=meditation');
    await page.getByText('Select duration to begin').waitFor();
    await page.getByRole('button', { name: '← Back to Mindfulness' }).waitFor();
    await page.goto('/?tab=mindfulness&exercise=journal');
    await page.getByRole('heading', { name: 'My Journal' }).waitFor();
    await context.close();
  });

  it('shows the practices, a running meditation (reopened after a reload) and the journal on a phone', async () => {
    const { context, page } = await signedInMindfulness(browser, { width: 390, height: 844 });
    await card(page, 'EMDR Techniques').getByRole('button', { name: 'Start EMDR' }).waitFor();
    await shot(page, 'mindfulness-picker-phone');
    await page.getByRole('button', { name: 'Start EMDR' }).click();
    await page.getByText(/^These techniques are for emotional regulation and mild trauma/).waitFor();
    await shot(page, 'mindfulness-emdr-phone');
    await page.getByRole('button', { name: '← Back to Mindfulness' }).click();
    await page.getByRole('button', { name: 'Start Session' }).click();
    await rate(page, /^Before you begin/, '4');
    await page.getByRole('button', { name: 'Start Session' }).click();
    await page.getByText('Time remaining').waitFor();
    await shot(page, 'mindfulness-meditation-phone');
    // The timer keeps its end and the rating before across a reload: the page asks the server how long is
    // left, and the tab opens the running meditation by itself.
    await page.reload();
    await openTab(page, 'Mindfulness');
    await page.getByText('Time remaining').waitFor();
    await page.getByText('Before you begin: how distressed do you feel right now? 4').waitFor();
    await page.getByRole('button', { name: 'Stop Session' }).click();
    await page.getByRole('button', { name: '← Back to Mindfulness' }).click();
    await page.getByRole('button', { name: 'My Journal' }).click();
    await page.getByText(/^Nothing saved yet/).waitFor();
    await shot(page, 'mindfulness-journal-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await context.close();
  });
});
