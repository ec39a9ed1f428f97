import type { Browser } from 'playwright-core';
import { newAccount, registerViaApi } from './accounts';
import { baseUrl } from './browser';

/** The Assistant's message box, as a person finds it. */
export const CHAT_PLACEHOLDER = 'Type your message or ask for support...';

/** A new signed-up person on home, at a viewport, with the Assistant's message box ready. */
export async function signedInAssistant(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
  accountPrefix = 'chat',
) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  await registerViaApi(context.request, newAccount(accountPrefix));
  const page = await context.newPage();
  await page.goto('/');
  await page.getByPlaceholder(CHAT_PLACEHOLDER).waitFor();
  return { context, page };
}
