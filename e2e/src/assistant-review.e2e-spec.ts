import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { baseUrl, launchBrowser } from './support/browser';

const SCREENSHOTS = process.env.ASSISTANT_SCREENSHOTS;
const jsonHeaders = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

async function signedIn(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context: BrowserContext = await browser.newContext({ baseURL: baseUrl(), viewport });
  await registerViaApi(context.request, newAccount('review'));
  return { context, page: await context.newPage() };
}

const log = (page: Page) => page.getByRole('log', { name: 'Conversation with Anchor Assistant' });
const lastAssistant = (page: Page) => log(page).locator('article[data-sender="assistant"]').last();

describe('Anchor Assistant: review, mood and links', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('offers the review after an assessment, saves the reviewed answers and walks through the hardest items', async () => {
    const { context, page } = await signedIn(browser);
    // Items 2 and 20 "Extremely", item 3 "Quite a bit", the rest "A little bit".
    const responses = Array.from({ length: 20 }, (_, i) => (i === 1 || i === 19 ? 4 : i === 2 ? 3 : 1));
    const submitted = await context.request.post('/api/assessments', { headers: jsonHeaders, data: { responses } });
    expect(submitted.status()).toBe(201);
    const statusBefore = await (await context.request.get('/api/assessment/status')).json();

    await page.goto('/');
    await page.getByText('Would you like to review your assessment answers?').waitFor();
    expect(await page.getByText('Quick Questions').count()).toBe(0);
    await page.getByRole('button', { name: 'Yes, review my answers' }).click();
    await page.getByText('Question 1 of 20').waitFor();
    await page.getByText('Your current answer: A little bit').waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/review-card-desktop.png`, fullPage: true });
    await page.getByRole('button', { name: '0 - Not at all' }).click();
    for (let i = 1; i < 20; i += 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Question 20 of 20').waitFor();
    await page.getByRole('button', { name: 'Finish Review' }).click();
    await page.getByText('Assessment Updated').waitFor();
    await log(page)
      .getByText(/Your total is 27 of 80/)
      .waitFor();

    const latest = await (await context.request.get('/api/user/assessment/latest')).json();
    expect(latest).toEqual({ responses: [0, ...responses.slice(1)], totalScore: 27 });
    // A new version of the same assessment: still one in the history, and the monthly due date has not moved.
    expect((await (await context.request.get('/api/assessments')).json()).total).toBe(1);
    expect(await (await context.request.get('/api/assessment/status')).json()).toEqual(statusBefore);
    // Its welcome thanks the person for trusting me with their answers; after the analysis it is suppressed.
    expect(
      await log(page)
        .getByText(/Thank you for trusting me/)
        .count(),
    ).toBe(0);

    await log(page).getByRole('button', { name: 'Yes, walk me through them' }).click();
    await lastAssistant(page)
      .getByText(/^1 of 3: Disturbing dreams\./)
      .waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/review-walk-desktop.png`, fullPage: true });
    // The item's tool opens in Mindfulness, inside the app.
    await lastAssistant(page)
      .getByRole('link', { name: /in Mindfulness/ })
      .click();
    await page.getByRole('tab', { name: 'Mindfulness', selected: true }).waitFor();
    expect(new URL(page.url()).search).toBe('');

    // A reload reopens the tab the person was on (kept with the history entry, not in the URL).
    await page.reload();
    await page.getByRole('tab', { name: 'Mindfulness', selected: true }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('tab', { name: 'Assistant' }).click();
    await page.getByText('Quick Questions').waitFor();
    expect(await page.getByText('Would you like to review your assessment answers?').count()).toBe(0);
    await context.close();
  });

  it('tells the mood of a message and adds it to the mood history', async () => {
    const { context, page } = await signedIn(browser, { width: 390, height: 844 });
    await page.goto('/');
    const input = page.getByPlaceholder('Type your message or ask for support...');
    await input.fill("I'm so anxious, my heart is racing and I can't breathe");
    await page.keyboard.press('Enter');
    await page.getByText('Mood detected: anxious').waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/mood-toast-phone.png`, fullPage: true });
    const entries = (await (await context.request.get('/api/mood-entries')).json()) as { source: string }[];
    expect(entries.map((entry) => entry.source)).toEqual(['chat']);
    await context.close();
  });

  it('opens a tab and an exercise from a link, then leaves the URL clean', async () => {
    const { context, page } = await signedIn(browser);
    await page.goto('/?tab=mindfulness&exercise=breathing');
    await page.getByRole('tab', { name: 'Mindfulness', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Start 4-7-8 Breathing' }).waitFor();
    expect(new URL(page.url()).search).toBe('');

    await page.goto('/?tab=resources');
    await page.getByRole('tab', { name: 'Resources', selected: true }).waitFor();
    await page.getByRole('heading', { name: 'My safety plan' }).waitFor();
    await page.getByRole('button', { name: 'Edit my safety plan' }).click();
    await page.getByRole('textbox', { name: '1. My warning signs' }).fill('Not sleeping, pulling away');
    await page.getByRole('button', { name: 'Save safety plan' }).click();
    await page.getByText('Not sleeping, pulling away').waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/resources-plan-desktop.png`, fullPage: true });
    await context.close();
  });
});
