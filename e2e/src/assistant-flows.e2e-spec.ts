import type { Browser, Page } from 'playwright-core';
import { signedInAssistant } from './support/assistant';
import { launchBrowser } from './support/browser';

const SCREENSHOTS = process.env.ASSISTANT_SCREENSHOTS;
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

const log = (page: Page) => page.getByRole('log', { name: 'Conversation with Anchor Assistant' });
const assistantMessages = (page: Page) => log(page).locator('article[data-sender="assistant"]');
const lastAssistant = (page: Page) => assistantMessages(page).last();

/** Acts, then waits for the assistant's next message (buttons of an answered message stop acting). */
async function thenReply(page: Page, act: () => Promise<void>) {
  const count = await assistantMessages(page).count();
  await act();
  await assistantMessages(page).nth(count).waitFor();
}

async function send(page: Page, text: string) {
  await thenReply(page, async () => {
    await page.getByPlaceholder('Type your message or ask for support...').fill(text);
    await page.keyboard.press('Enter');
  });
}

/** The list scrolls smoothly to the newest message: bring it fully into view before a screenshot. */
async function screenshot(page: Page, file: string) {
  if (!SCREENSHOTS) return;
  await lastAssistant(page).scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENSHOTS}/${file}`, fullPage: true });
}

const tap = (page: Page, label: string) =>
  thenReply(page, () => lastAssistant(page).getByRole('button', { name: label, exact: true }).click());

describe('Assistant flows that let go', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it.each(VIEWPORTS)('stops a breathing flow with Stop this exercise (%s)', async (name, viewport) => {
    const { context, page } = await signedInAssistant(browser, viewport, 'flows');
    await thenReply(page, () => page.getByRole('button', { name: 'Guide me through breathing' }).click());
    await lastAssistant(page).getByRole('button', { name: 'Stop this exercise' }).waitFor();
    await tap(page, '7');
    await lastAssistant(page)
      .getByText(/Breathe in gently through your nose/)
      .waitFor();
    await tap(page, 'Stop this exercise');
    await lastAssistant(page)
      .getByText(/stop|leave it there/)
      .waitFor();
    expect(await lastAssistant(page).getByRole('button').count()).toBe(0);
    await screenshot(page, `flow-stopped-${name}.png`);
    await context.close();
  });

  it.each(VIEWPORTS)('answers a medication question mid-flow and resumes the flow (%s)', async (name, viewport) => {
    const { context, page } = await signedInAssistant(browser, viewport, 'flows');
    await send(page, "Let's try grounding");
    await tap(page, '6');
    await lastAssistant(page).getByText('Look around and name 5 things you can see. Take your time.').waitFor();
    await send(page, 'Should I stop taking my sertraline? It makes me feel numb');
    await lastAssistant(page)
      .getByText(/talk to your prescriber before changing or stopping/)
      .waitFor();
    expect(
      await lastAssistant(page)
        .getByText(/we can stop here/)
        .count(),
    ).toBe(0);
    await lastAssistant(page).getByRole('button', { name: 'Resume the grounding exercise' }).waitFor();
    await screenshot(page, `flow-medication-${name}.png`);
    await tap(page, 'Resume the grounding exercise');
    await lastAssistant(page)
      .getByText(/^Let's pick up the grounding exercise where we left off\. Look around and name 5 things/)
      .waitFor();
    await lastAssistant(page).getByRole('button', { name: 'Stop this exercise' }).waitFor();
    await context.close();
  });
});
