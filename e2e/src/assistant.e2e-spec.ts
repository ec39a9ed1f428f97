import type { Browser, Page } from 'playwright-core';
import { signedInAssistant } from './support/assistant';
import { launchBrowser } from './support/browser';

const SCREENSHOTS = process.env.ASSISTANT_SCREENSHOTS;

const log = (page: Page) => page.getByRole('log', { name: 'Conversation with Anchor Assistant' });
const lastAssistant = (page: Page) => log(page).locator('article[data-sender="assistant"]').last();

async function send(page: Page, text: string) {
  await page.getByPlaceholder('Type your message or ask for support...').fill(text);
  await page.keyboard.press('Enter');
}

describe('Anchor Assistant', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it('answers a quick question with a reply and its type badge', async () => {
    const { context, page } = await signedInAssistant(browser);
    await page.getByRole('button', { name: "I'm feeling anxious" }).click();
    await log(page).locator('article[data-sender="user"]').getByText("I'm feeling anxious").waitFor();
    await lastAssistant(page).getByRole('button', { name: 'Try breathing' }).waitFor();
    await lastAssistant(page)
      .getByText(/^(support|question)$/)
      .waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/assistant-desktop.png`, fullPage: true });
    await context.close();
  });

  it('guides a breathing flow with a rating before and after', async () => {
    const { context, page } = await signedInAssistant(browser);
    await page.getByRole('button', { name: 'Guide me through breathing' }).click();
    await lastAssistant(page)
      .getByText(/Before we start: how strong is your distress/)
      .waitFor();
    await lastAssistant(page).getByRole('button', { name: '7', exact: true }).click();
    // Each step's button is answered once tapped (it stops acting): wait for the next step before tapping again.
    for (const label of ['Next', 'Next', 'Done']) {
      const replies = await log(page).locator('article[data-sender="assistant"]').count();
      await lastAssistant(page).getByRole('button', { name: label, exact: true }).click();
      await log(page).locator('article[data-sender="assistant"]').nth(replies).waitFor();
    }
    await lastAssistant(page).getByText('How strong is your distress now, from 0 to 10?').waitFor();
    await lastAssistant(page).getByRole('button', { name: '3', exact: true }).click();
    await lastAssistant(page).getByText('Your distress went from 7 to 3.', { exact: false }).waitFor();
    await lastAssistant(page).getByText('insight', { exact: true }).waitFor();
    await context.close();
  });

  it('opens the crisis panel with the safety plan on a crisis message, and the panel opens with the API stopped', async () => {
    const { context, page } = await signedInAssistant(browser, { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Crisis help', exact: true }).click();
    await page.getByRole('button', { name: 'Edit my safety plan' }).click();
    await page.getByRole('textbox', { name: '4. People I can ask for help' }).fill('My sister Ana 555-0142');
    await page.getByRole('checkbox', { name: /Keep a copy on this device/ }).check();
    await page.getByRole('button', { name: 'Save safety plan' }).click();
    await page.getByText('My sister Ana 555-0142').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await send(page, 'I want to kill myself tonight');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'My safety plan' }).waitFor();
    await dialog.getByText('My sister Ana 555-0142').waitFor();
    await dialog.getByRole('link', { name: /988/ }).first().waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/crisis-phone.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Crisis help', exact: true }).click();
    await dialog.getByText('My sister Ana 555-0142').waitFor();
    await context.close();
  });
});
