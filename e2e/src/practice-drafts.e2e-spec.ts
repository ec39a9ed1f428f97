import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { baseUrl, launchBrowser } from './support/browser';
import { openTab } from './support/home';

// A practice in progress is a draft on the server (never in browser storage): a reload, or another tab of the
// app and back, reopens it at the same step with the same text; breathing resumes at the start of its cycle.

const SCREENSHOTS = process.env.PRACTICE_DRAFT_SCREENSHOTS;
const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
const PHONE = { width: 390, height: 844 };

interface DraftState {
  draft: { step: number; entries: Record<string, unknown>; sudsBefore: number | null } | null;
}

async function signedInMindfulness(browser: Browser) {
  const context: BrowserContext = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE });
  await registerViaApi(context.request, newAccount('draft'));
  const page = await context.newPage();
  await page.goto('/');
  const panel = await openTab(page, 'Mindfulness');
  await panel.getByRole('heading', { name: 'Mindfulness & Meditation' }).waitFor();
  return { context, page };
}

async function draftOf(request: APIRequestContext): Promise<DraftState['draft']> {
  const res = await request.get('/api/mindfulness/draft', { headers: xhr });
  expect(res.status()).toBe(200);
  return ((await res.json()) as DraftState).draft;
}

/** Waits until the server's draft satisfies `check` (saves are debounced by under a second). */
async function draftWhere(request: APIRequestContext, check: (draft: DraftState['draft']) => boolean) {
  for (let tries = 0; tries < 40; tries += 1) {
    const draft = await draftOf(request);
    if (check(draft)) return draft;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The draft never matched: ${JSON.stringify(await draftOf(request))}`);
}

const rate = (page: Page, question: RegExp, score: string) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: question }) })
    .last()
    .getByRole('button', { name: score, exact: true })
    .click();

async function expectThoughtRecordAtStep4(page: Page, evidence: string) {
  await page.getByText('Step 4 of 5').waitFor();
  await page.getByText('Picked up where you left off.').waitFor();
  expect(await page.getByLabel('Evidence for the thought').inputValue()).toBe(evidence);
  await page.getByLabel('Your original thought').getByText('I always ruin everything').waitFor();
  await page.getByText('Before you begin: how distressed do you feel right now? 8').waitFor();
}

describe('exercises keep their place', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('keeps a thought record at step 4 with its text across a reload and a tab switch, until it is finished', async () => {
    const { context, page } = await signedInMindfulness(browser);
    await page.getByRole('button', { name: 'Start Exercises' }).click();
    await page.getByRole('button', { name: 'Start Exercise: Thought Challenging' }).click();
    await rate(page, /^Before you begin/, '8');
    await page.getByLabel('Situation').fill('My manager asked to talk tomorrow');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Automatic thought').fill('I always ruin everything');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Catastrophizing' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Evidence for the thought').fill('The meeting was booked late');
    await draftWhere(context.request, (draft) => draft?.entries.evidenceFor === 'The meeting was booked late');

    await page.reload();
    await expectThoughtRecordAtStep4(page, 'The meeting was booked late');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toMatch(
      /ruin|manager|meeting/,
    );
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/thought-record-resumed-phone.png`, fullPage: true });

    // Typed, then straight to another tab of the app: leaving the exercise saves it at once.
    await page.getByLabel('Evidence for the thought').fill('The meeting was booked late; no agenda');
    await openTab(page, 'Assistant');
    await draftWhere(
      context.request,
      (draft) => draft?.entries.evidenceFor === 'The meeting was booked late; no agenda',
    );
    await openTab(page, 'Mindfulness');
    await expectThoughtRecordAtStep4(page, 'The meeting was booked late; no agenda');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Balanced thought').fill('It may be about the new project');
    await page.getByRole('button', { name: 'Complete Exercise' }).click();
    await rate(page, /^And now/, '5');
    await page.getByText('Your distress went from 8 to 5.').waitFor();
    expect(await draftOf(context.request)).toBeNull();
    await page.reload();
    await page.getByRole('heading', { name: 'Mindfulness & Meditation' }).waitFor();
    await context.close();
  });

  it('resumes 4-7-8 breathing after a reload instead of returning to the picker', async () => {
    const { context, page } = await signedInMindfulness(browser);
    await page.getByRole('button', { name: 'Start Breathing' }).click();
    await rate(page, /^Before you begin/, '6');
    await page.getByRole('button', { name: 'Start 4-7-8 Breathing' }).click();
    await page.getByText('Breathe in through your nose for 4 seconds').waitFor();
    await draftWhere(context.request, (draft) => draft?.step === 0 && draft.sudsBefore === 6);

    await page.reload();
    await page.getByRole('heading', { name: '4-7-8 Breathing' }).waitFor();
    await page.getByText('Picked up where you left off.').waitFor();
    await page.getByText('Breathe in through your nose for 4 seconds').waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/breathing-resumed-phone.png`, fullPage: true });

    await page.getByRole('button', { name: 'Complete Session' }).click();
    const recorded = page.waitForResponse(
      (res) => res.url().endsWith('/api/mindfulness') && res.request().method() === 'POST',
    );
    await rate(page, /^And now/, '3');
    expect(await (await recorded).json()).toMatchObject({ type: 'breathing', sudsBefore: 6, sudsAfter: 3 });
    expect(await draftOf(context.request)).toBeNull();
    await context.close();
  });
});
