import type { Browser, Page } from 'playwright-core';
import { CHAT_MESSAGE_MAX_LENGTH } from '@anchor/contracts';
import { CHAT_PLACEHOLDER as PLACEHOLDER, signedInAssistant } from './support/assistant';
import { launchBrowser } from './support/browser';

const SCREENSHOTS = process.env.ASSISTANT_SCREENSHOTS;
const LIMIT = CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US');

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** Ordinary words around one sentence, about `length` characters in all. */
function longMessageAround(sentence: string, length: number): string {
  const filler =
    'Work has been a lot lately and I keep going over the same things in my head, the meetings and the noise. ';
  const half = filler.repeat(Math.ceil(length / filler.length)).slice(0, Math.floor((length - sentence.length) / 2));
  return `${half.trim()} ${sentence} ${half.trim()}`;
}

const PLAN = "I have the pills saved and I'm taking them tonight.";
const CRISIS_MESSAGE = 'I want to kill myself tonight';

const log = (page: Page) => page.getByRole('log', { name: 'Conversation with Anchor Assistant' });

/** The assistant's answer to the person's message that says exactly `text`. */
const replyTo = (page: Page, text: string) =>
  log(page)
    .locator('article[data-sender="user"]')
    .filter({ has: page.getByText(text, { exact: true }) })
    .last()
    .locator('xpath=following-sibling::article[@data-sender="assistant"][1]');

/** The crisis panel: the shell's dialog with the safety plan and the crisis lines. */
async function crisisPanelOpens(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'My safety plan' }).waitFor();
  await dialog.getByRole('link', { name: /988/ }).first().waitFor();
}

describe('Anchor Assistant keeps a person safe whatever the length of a message or the state of the server', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it.each(VIEWPORTS)(
    'opens the crisis panel for a 2,500-character message with a plan in it (%s)',
    async (name, size) => {
      const { context, page } = await signedInAssistant(browser, size, 'safety');
      const message = longMessageAround(PLAN, 2500);
      expect(message.length).toBeGreaterThanOrEqual(2490);
      const box = page.getByPlaceholder(PLACEHOLDER);
      await box.fill(message);
      await box.press('Enter');
      await crisisPanelOpens(page);
      await log(page).locator('article[data-sender="user"]').getByText(PLAN, { exact: false }).waitFor();
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/long-plan-${name}.png` });
      await context.close();
    },
  );

  it.each(VIEWPORTS)(
    'shows crisis help for a crisis message when the server cannot be reached, and keeps the message to send again (%s)',
    async (name, size) => {
      const { context, page } = await signedInAssistant(browser, size, 'safety');
      const box = page.getByPlaceholder(PLACEHOLDER);
      // The crisis check comes when the person starts to write; after that the server and the network go.
      const checkFetched = page.waitForResponse((response) => /crisis-check\.[0-9a-f]+\.js$/.test(response.url()));
      await box.click();
      await checkFetched;
      await page.route('**/api/**', (route) => route.abort('connectionrefused'));
      await context.setOffline(true);
      await box.fill(CRISIS_MESSAGE);
      await box.press('Enter');
      await crisisPanelOpens(page);
      const mine = log(page).locator('article[data-sender="user"]').filter({ hasText: CRISIS_MESSAGE });
      await mine.getByText('Not sent').waitFor();
      await log(page).getByText('Please reach out for help right now.', { exact: false }).waitFor();
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/offline-crisis-${name}.png` });
      await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
      await log(page).getByRole('button', { name: 'Try again' }).waitFor();
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/offline-chat-${name}.png` });
      await context.close();
    },
  );

  it.each(VIEWPORTS)(
    'asks the check-in questions with answer buttons, takes typed and tapped answers, and retires answered buttons (%s)',
    async (name, size) => {
      const { context, page } = await signedInAssistant(browser, size, 'safety');
      const box = page.getByPlaceholder(PLACEHOLDER);
      await box.fill("I don't see the point anymore");
      await box.press('Enter');
      const assistant = log(page).locator('article[data-sender="assistant"]');
      const first = assistant.filter({ has: page.getByRole('button', { name: "I'd rather not say" }) }).last();
      await first.getByRole('button', { name: 'Yes', exact: true }).waitFor();
      const firstQuestion = await first.locator('p').innerText();

      // A typed answer instead of a tap: the next question comes, and the first one's buttons stop acting.
      await box.fill('yeah');
      await box.press('Enter');
      const second = replyTo(page, 'yeah');
      await second.getByRole('button', { name: 'No', exact: true }).waitFor();
      expect(await second.locator('p').innerText()).not.toBe(firstQuestion);
      const answered = log(page).locator('article', { hasText: firstQuestion });
      for (const answer of ['Yes', 'No', "I'd rather not say"]) {
        expect(await answered.getByRole('button', { name: answer, exact: true }).isDisabled()).toBe(true);
      }
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/check-in-${name}.png` });

      // One tap sends the answer as the person's message, reached with the keyboard.
      await second.getByRole('button', { name: 'No', exact: true }).focus();
      await page.keyboard.press('Enter');
      await replyTo(page, 'No').waitFor();
      expect(await second.getByRole('button', { name: 'No', exact: true }).isDisabled()).toBe(true);
      await context.close();
    },
  );

  it.each(VIEWPORTS)(
    'shows the count near the limit and keeps a pasted text over it whole (%s)',
    async (name, size) => {
      const { context, page } = await signedInAssistant(browser, size, 'safety');
      const box = page.getByPlaceholder(PLACEHOLDER);
      const checkFetched = page.waitForResponse((response) => /crisis-check\.[0-9a-f]+\.js$/.test(response.url()));
      await box.click();
      await checkFetched;
      const near = longMessageAround('and the nights are the worst part', Math.ceil(CHAT_MESSAGE_MAX_LENGTH * 0.85));
      await box.fill(near);
      await page.getByText(`${near.length.toLocaleString('en-US')} / ${LIMIT}`).waitFor();
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/near-limit-${name}.png` });
      const text = longMessageAround('and the nights are the worst part', CHAT_MESSAGE_MAX_LENGTH * 2);
      await box.fill(text);
      expect(await box.inputValue()).toBe(text);
      await page.getByText(/can't be sent as it is\. Nothing you wrote has been removed/).waitFor();
      await box.press('Enter');
      // The check is loaded and synchronous: a message it let through would be on screen by now.
      await page.waitForTimeout(300);
      expect(await box.inputValue()).toBe(text);
      expect(await log(page).locator('article[data-sender="user"]').count()).toBe(0);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/over-limit-${name}.png` });
      await context.close();
    },
  );
});
