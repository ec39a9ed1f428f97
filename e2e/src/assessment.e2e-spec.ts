import type { Browser, Locator, Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import {
  answerAllByClicking,
  enableProviderSharing,
  passAutoAdvance,
  questionHeading,
  reviewAndSubmit,
  startAssessmentFromTab,
} from './support/assessment';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { openTab } from './support/home';

const BANNER_TITLE = 'Complete Your Monthly Assessment';
const twenty = (answer: number) => Array.from({ length: 20 }, () => answer);

/** Presses Tab until `target` has focus, as a keyboard-only user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with the Tab key');
}

describe('PCL-5 assessment', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('shows the banner to a new user, takes all 20 answers by clicking, shows the total, and hides the banner', async () => {
    const { context, page, errors } = await openPage(browser, { controlledClock: true });
    await registerViaApi(context.request, newAccount('pcl'));

    await page.goto('/');
    await page.getByRole('heading', { name: BANNER_TITLE }).waitFor();
    await page.getByRole('button', { name: 'Take Assessment' }).click();
    await expect(page.getByRole('tab', { name: 'Assessment' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Start Assessment' }).click();
    await page.getByText('Question 1 of 20').waitFor();

    await answerAllByClicking(page, twenty(2));
    await reviewAndSubmit(page);
    await page.getByText('Total score: 40 of 80').waitFor();
    await page.getByText('Screens positive for probable PTSD').waitFor();
    await page.getByText('Negative thoughts and mood', { exact: true }).waitFor();
    await page.getByRole('heading', { name: BANNER_TITLE }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Continue to App' }).click();
    await expect(page.getByRole('tab', { name: 'Assistant' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.reload();
    await page.getByRole('tab', { name: 'Assistant' }).waitFor();
    await openTab(page, 'Assessment');
    await page.getByRole('heading', { name: 'Assessment Complete' }).waitFor();
    await expect(page.getByRole('heading', { name: BANNER_TITLE }).count()).resolves.toBe(0);
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(storage).not.toMatch(/pcl5|responses|score/i);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('can be taken with the keyboard only', async () => {
    const { context, page, errors } = await openPage(browser, { controlledClock: true });
    await registerViaApi(context.request, newAccount('pclkb'));
    await page.goto('/');

    // Into the tab list with Tab, then End selects the last tab (Assessment).
    await tabTo(page, page.getByRole('tab', { name: 'Assistant' }));
    await page.keyboard.press('End');
    const start = page.getByRole('button', { name: 'Start Assessment' });
    await start.waitFor();
    await tabTo(page, start);
    await page.keyboard.press('Enter');

    for (let index = 0; index < 20; index += 1) {
      await questionHeading(page, index).waitFor();
      if (index % 2 === 0) {
        await page.keyboard.press('3');
      } else {
        // Focus sits on the answers: arrows move, Enter chooses.
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
      }
      if (index === 19) continue;
      await passAutoAdvance(page);
      await questionHeading(page, index + 1).waitFor();
    }
    await page.getByText('20 of 20 answered').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Review & Submit' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Submit Assessment' }), 60);
    await page.keyboard.press('Enter');
    await page.getByText('Total score: 60 of 80').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('charts two assessments in the history, the second taken after the first, with the change between them', async () => {
    const { context, page } = await openPage(browser, { controlledClock: true });
    await registerViaApi(context.request, newAccount('pclhist'));
    await page.goto('/');

    await startAssessmentFromTab(page);
    await answerAllByClicking(page, twenty(1));
    await reviewAndSubmit(page);
    await page.getByText('Total score: 20 of 80').waitFor();
    await page.getByRole('button', { name: 'Continue to App' }).click();

    await openTab(page, 'Assessment');
    await page.getByRole('button', { name: 'Retake Assessment' }).click();
    await page.getByRole('button', { name: 'Start Assessment' }).click();
    await answerAllByClicking(page, twenty(3));
    await reviewAndSubmit(page);
    await page.getByText('Total score: 60 of 80').waitFor();
    await page
      .getByRole('paragraph')
      .filter({ hasText: 'Your score is 40 points higher than last time: a clinically meaningful change.' })
      .waitFor();

    const table = page.getByRole('table', { name: 'Every assessment with its scores' });
    await table.getByRole('row').nth(2).waitFor();
    const rows = await table.getByRole('row').allTextContents();
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain('60');
    expect(rows[1]).toContain('40 points higher');
    expect(rows[2]).toContain('20');
    expect(rows[2]).toContain('Intrusion: 5');
    const chart = page.getByTestId('assessment-score-chart');
    await chart.locator('.recharts-line-dots circle').nth(1).waitFor();
    await expect(chart.locator('.recharts-line-dots circle').count()).resolves.toBe(2);
    await expect(chart.locator('.recharts-reference-area').count()).resolves.toBe(1);
    await context.close();
  });

  it('restarts after the confirmation, clearing the answers', async () => {
    const { context, page } = await openPage(browser, { controlledClock: true });
    await registerViaApi(context.request, newAccount('pclrs'));
    await page.goto('/');
    await startAssessmentFromTab(page);
    await page.getByRole('radio', { name: /^4 / }).click();
    await passAutoAdvance(page);
    await questionHeading(page, 1).waitFor();
    await page.getByRole('radio', { name: /^1 / }).click();
    await passAutoAdvance(page);
    await questionHeading(page, 2).waitFor();

    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Restart' }).click();
    await questionHeading(page, 0).waitFor();
    await page.getByText('0 of 20 answered').waitFor();
    expect(messages).toEqual([
      'Are you sure you want to restart the assessment? All your current answers will be lost.',
    ]);
    await expect(page.getByRole('radio', { checked: true }).count()).resolves.toBe(0);
    await context.close();
  });

  it('resumes the answers given so far after a reload', async () => {
    const { context, page } = await openPage(browser, { controlledClock: true });
    await registerViaApi(context.request, newAccount('pcldraft'));
    await page.goto('/');
    await startAssessmentFromTab(page);
    // The draft saved once the view has moved on to question 4.
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/assessment/draft') &&
        response.request().method() === 'PUT' &&
        response.ok() &&
        JSON.parse(response.request().postData() ?? '{}').currentIndex === 3,
    );
    for (const index of [0, 1, 2]) {
      await questionHeading(page, index).waitFor();
      await page.keyboard.press(String(index + 1));
      await passAutoAdvance(page);
    }
    await questionHeading(page, 3).waitFor();
    await saved;

    await page.reload();
    await openTab(page, 'Assessment');
    await page.getByText('3 of 20 answered').waitFor();
    await page.getByRole('button', { name: 'Go Back to Last Answered' }).click();
    await questionHeading(page, 2).waitFor();
    await expect(page.getByRole('radio', { name: /^3 / }).getAttribute('aria-checked')).resolves.toBe('true');
    await context.close();
  });

  it('skips the assessment from /assessment, goes home, and lists the skip in the history', async () => {
    const { context, page } = await openPage(browser, { controlledClock: true });
    await registerViaApi(context.request, newAccount('pclskip'));
    await page.goto('/assessment');
    await page.getByRole('button', { name: 'Back to Home' }).waitFor();
    await page.getByRole('button', { name: 'Skip Assessment' }).click();
    await page.waitForURL(`${baseUrl()}/`);

    await openTab(page, 'Assessment');
    await page.getByRole('heading', { name: 'Assessment Complete' }).waitFor();
    await expect(page.getByRole('heading', { name: BANNER_TITLE }).count()).resolves.toBe(0);
    const table = page.getByRole('table', { name: 'Every assessment with its scores' });
    await table.getByRole('cell', { name: 'Skipped' }).waitFor();
    await expect(page.getByTestId('assessment-score-chart').count()).resolves.toBe(0);
    await context.close();
  });

  it('offers provider sharing when it is turned on, and shares the result', async () => {
    const { context, page } = await openPage(browser, { controlledClock: true });
    await registerViaApi(context.request, newAccount('pclshare'));
    await enableProviderSharing(context.request);
    await page.goto('/assessment');

    await page.getByRole('button', { name: 'Start Assessment' }).click();
    await questionHeading(page, 0).waitFor();
    await page.keyboard.press('4');
    await passAutoAdvance(page);
    await questionHeading(page, 1).waitFor();
    for (let index = 1; index < 20; index += 1) {
      await page.getByRole('button', { name: 'Skip Question' }).click();
    }
    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    await page.getByText('1 of 20 answered', { exact: false }).first().waitFor();

    const dialog = page.getByRole('dialog', { name: 'Share Results with Your Healthcare Provider?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Share with Provider' }).click();
    await page.getByText('Results Shared Successfully').waitFor();
    await page.getByText('Your results have been securely shared with your healthcare provider.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Continue to App' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });
});
