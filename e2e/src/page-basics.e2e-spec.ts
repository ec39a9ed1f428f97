import type { Browser, Page } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { HOME_TABS, openTab } from './support/home';
import { portalUrl } from './support/provider';

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => ({ browser, close } = await launchBrowser()));
afterAll(() => close());

/** What a search result shows of the page, and the headings of level 1 a screen reader lists. */
async function pageBasics(page: Page) {
  return {
    description: await page.locator('head meta[name="description"]').getAttribute('content'),
    h1: await page.getByRole('heading', { level: 1 }).allInnerTexts(),
  };
}

describe('every page says what it is: a meta description and one h1', () => {
  it('on /auth signed out, on home (each tab) signed in, and on the provider portal', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Sign In' }).waitFor();
      expect(await pageBasics(page)).toEqual({ description: expect.stringMatching(/PTSD/), h1: ['Welcome to Anchor'] });

      await registerViaApi(context.request, newAccount('basics'));
      await page.goto('/');
      for (const { name } of HOME_TABS) {
        await openTab(page, name);
        expect({ tab: name, ...(await pageBasics(page)) }).toEqual({
          tab: name,
          description: expect.stringMatching(/PTSD/),
          h1: ['Home'],
        });
      }

      await page.goto(portalUrl());
      await page.getByRole('heading', { level: 1 }).waitFor();
      const portal = await pageBasics(page);
      expect(portal.description).toMatch(/provider portal/);
      expect(portal.h1).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});

describe('a signed-out visitor’s page logs no error', () => {
  it('on /auth and on the provider portal: asking who is signed in answers "nobody", not a refused request', async () => {
    const { context, page, errors } = await openPage(browser);
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    try {
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Sign In' }).waitFor();
      await page.waitForLoadState('networkidle');

      await page.goto(portalUrl());
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Sign in' }).first().waitFor();
      await page.waitForLoadState('networkidle');

      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
