import type { Browser, Page } from 'playwright-core';
import { CHAT_PLACEHOLDER as PLACEHOLDER, signedInAssistant } from './support/assistant';
import { launchBrowser } from './support/browser';
import { openTab } from './support/home';

const SCREENSHOTS = process.env.ASSISTANT_SCREENSHOTS;
const CRISIS_HELP = 'Open crisis help and my safety plan';

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** Ten things a person says: eight ordinary, then a grey-band message and a yes to the first check-in question. */
const ORDINARY = [
  'I walked the dog by the river this morning',
  'Work was long today',
  'My sister called me after lunch',
  'I made soup for dinner',
  'The neighbours were loud again',
  'I read a few pages of my book',
  'It rained most of the afternoon',
  'I watered the plants on the balcony',
];
const GREY_BAND = "I don't see the point anymore";

const log = (page: Page) => page.getByRole('log', { name: 'Conversation with Anchor Assistant' });
const said = (page: Page) => log(page).locator('article[data-sender="user"]');
/** The assistant's messages that asked a check-in question (they offer "I'd rather not say"). */
const questions = (page: Page) =>
  log(page)
    .locator('article[data-sender="assistant"]')
    .filter({ has: page.getByRole('button', { name: "I'd rather not say" }) });

async function send(page: Page, text: string) {
  const before = await log(page).locator('article[data-sender="assistant"]').count();
  const box = page.getByPlaceholder(PLACEHOLDER);
  await box.fill(text);
  await box.press('Enter');
  await log(page).locator('article[data-sender="assistant"]').nth(before).waitFor();
  await page.getByText('Anchor Assistant is typing…').waitFor({ state: 'detached' });
}

/** The conversation as it was left: ten messages from the person, the first question answered, the second open. */
async function expectConversationAsLeft(page: Page) {
  await said(page).nth(9).waitFor();
  expect(await said(page).count()).toBe(10);
  expect(await said(page).last().innerText()).toContain('yeah');
  expect(await questions(page).count()).toBe(2);
  const [answered, open] = [questions(page).first(), questions(page).last()];
  expect(await answered.getByRole('button', { name: 'Yes', exact: true }).isDisabled()).toBe(true);
  expect(await open.getByRole('button', { name: 'No', exact: true }).isEnabled()).toBe(true);
  expect(await open.getByRole('button', { name: CRISIS_HELP }).isVisible()).toBe(true);
}

describe('Anchor Assistant keeps the conversation', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it.each(VIEWPORTS)(
    'shows a ten-message conversation with its check-in again after Resources and a reload (%s)',
    async (name, size) => {
      const { context, page } = await signedInAssistant(browser, size, 'kept');
      for (const message of ORDINARY) await send(page, message);
      await send(page, GREY_BAND);
      await send(page, 'yeah');
      await expectConversationAsLeft(page);

      await openTab(page, 'Resources');
      await page.getByRole('tabpanel').getByText('988').first().waitFor();
      await openTab(page, 'Assistant');
      await expectConversationAsLeft(page);

      await page.reload();
      await expectConversationAsLeft(page);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/kept-after-reload-${name}.png`, fullPage: true });

      // The open question is still answered by a tap, in the same conversation.
      await questions(page).last().getByRole('button', { name: 'No', exact: true }).click();
      await said(page).nth(10).waitFor();
      await page.getByText('Anchor Assistant is typing…').waitFor({ state: 'detached' });
      await page.reload();
      await said(page).nth(10).waitFor();
      expect(await said(page).count()).toBe(11);
      await context.close();
    },
  );

  it.each(VIEWPORTS)(
    'starts a new conversation, lists both, opens the first and deletes one after asking (%s)',
    async (name, size) => {
      const { context, page } = await signedInAssistant(browser, size, 'kept');
      await send(page, 'I had a nightmare about the crash');
      await send(page, 'I could not get back to sleep');
      await page.getByRole('button', { name: 'New conversation' }).click();
      expect(await said(page).count()).toBe(0);
      await send(page, 'Work is piling up this week');

      const toggle = page.getByRole('button', { name: 'Past conversations' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const items = page
        .getByRole('list')
        .filter({ has: page.getByRole('button', { name: /^Open the conversation of/ }) })
        .getByRole('listitem');
      await items.nth(1).waitFor();
      expect(await items.count()).toBe(2);
      expect(await items.nth(0).innerText()).toContain('Work is piling up this week');
      expect(await items.nth(0).innerText()).toContain('On screen');
      expect(await items.nth(1).innerText()).toContain('I had a nightmare about the crash');
      expect(await items.nth(1).innerText()).toContain('4 messages');
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/history-${name}.png`, fullPage: true });

      await items
        .nth(1)
        .getByRole('button', { name: /^Open the conversation of/ })
        .click();
      await log(page).getByText('I could not get back to sleep').waitFor();
      expect(await said(page).count()).toBe(2);

      await toggle.click();
      await items.nth(1).waitFor();
      await items
        .nth(0)
        .getByRole('button', { name: /^Delete the conversation of/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Delete this conversation?' });
      await dialog.waitFor();
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/history-delete-${name}.png` });
      await dialog.getByRole('button', { name: 'Delete conversation' }).click();
      await page.getByText('Conversation deleted').first().waitFor();
      await items.nth(1).waitFor({ state: 'detached' });
      expect(await items.first().innerText()).toContain('I had a nightmare about the crash');
      await page.reload();
      await log(page).getByText('I could not get back to sleep').waitFor();
      await context.close();
    },
  );
});
