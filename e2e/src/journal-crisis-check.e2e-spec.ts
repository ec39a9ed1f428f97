import type { Browser, Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { baseUrl, launchBrowser } from './support/browser';
import { openTab } from './support/home';

// A thought record whose words the crisis check flags is saved whole: the page keeps it shown with crisis support
// beside it, and after a reload it is still in the journal.

const SCREENSHOTS = process.env.CRISIS_CHECK_SCREENSHOTS;
const CRISIS_THOUGHT = 'Everyone would be better off without me. I want to kill myself.';

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

async function signedInMindfulness(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  await registerViaApi(context.request, newAccount('write'));
  const page = await context.newPage();
  await page.goto('/');
  const panel = await openTab(page, 'Mindfulness');
  await panel.getByRole('heading', { name: 'Mindfulness & Meditation' }).waitFor();
  return { context, page };
}

/** A thought record with the crisis statement as its automatic thought, kept in the journal. */
async function keepThoughtRecord(page: Page) {
  await page.getByRole('button', { name: 'Start Exercises' }).click();
  await page.getByRole('button', { name: 'Start Exercise: Thought Challenging' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByLabel('Situation').fill('Alone at home after the anniversary of the crash');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Automatic thought').fill(CRISIS_THOUGHT);
  for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Complete Exercise' }).click();
  await page.getByRole('checkbox', { name: 'Save what I wrote to my private journal' }).check();
  await page.getByRole('button', { name: 'Skip' }).click();
}

const supportCard = (page: Page) => page.getByRole('complementary', { name: 'Thank you for writing this down.' });

describe('a journal entry with a crisis statement', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('is saved whole, shown with crisis support beside it, and still in the journal after a reload', async () => {
    const { context, page } = await signedInMindfulness(browser, { width: 1280, height: 900 });
    await keepThoughtRecord(page);

    const card = supportCard(page);
    await card.waitFor();
    await page.getByRole('region', { name: 'What you saved in your journal' }).getByText(CRISIS_THOUGHT).waitFor();
    expect(await card.getByText(/^What you wrote sounds really hard/).isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: 'Call 988', exact: true }).getAttribute('href')).toBe('tel:988');
    expect(await card.getByRole('link', { name: 'Text 988', exact: true }).getAttribute('href')).toBe('sms:988');
    expect(await card.getByRole('link', { name: /^Text HOME to 741741/ }).getAttribute('href')).toBe(
      'sms:741741?body=HOME',
    );
    expect(await card.getByRole('link', { name: 'Call 911', exact: true }).getAttribute('href')).toBe('tel:911');
    // The card takes the focus, and the keyboard reaches its lines from there.
    await expect(card.getByRole('heading').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await expect(
      card.getByRole('link', { name: 'Call 988', exact: true }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await shot(page, 'journal-crisis-support-desktop');

    await card.getByRole('button', { name: 'Open crisis help and my safety plan' }).click();
    await page.getByRole('dialog', { name: 'Get help now' }).waitFor();
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'Close this message' }).click();
    await card.waitFor({ state: 'detached' });

    await page.reload();
    await openTab(page, 'Mindfulness');
    await page.getByRole('button', { name: 'My Journal' }).click();
    const entry = page.getByRole('article');
    await entry.getByRole('heading', { name: 'Thought Challenging' }).waitFor();
    await entry.getByText(`Automatic thought: ${CRISIS_THOUGHT}`).waitFor();
    expect(await entry.count()).toBe(1);
    await shot(page, 'journal-after-reload-desktop');
    await context.close();
  });

  it('shows the saved entry and the support one above the other on a phone', async () => {
    const { context, page } = await signedInMindfulness(browser, { width: 390, height: 844 });
    await keepThoughtRecord(page);
    await supportCard(page).waitFor();
    const kept = await page.getByRole('region', { name: 'What you saved in your journal' }).boundingBox();
    const card = await supportCard(page).boundingBox();
    expect(card!.y).toBeGreaterThan(kept!.y + kept!.height - 1);
    expect(card!.x + card!.width).toBeLessThanOrEqual(390);
    await shot(page, 'journal-crisis-support-phone');
    await context.close();
  });
});
