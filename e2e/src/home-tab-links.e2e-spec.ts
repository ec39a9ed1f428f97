import type { Browser } from 'playwright-core';
import { newAccount, registerViaApi } from './support/accounts';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { HOME_TABS, remoteRoot } from './support/home';

const LINKED_TABS = HOME_TABS.filter((tab) => tab.name !== 'Assistant');

describe('links to a home tab (/?tab=insights)', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());

  it("paints the linked tab from the server's first view before any script, then the app takes it over", async () => {
    const { context, page, errors } = await openPage(browser);
    await registerViaApi(context.request, newAccount('tablink'));
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));

    // Without scripts: the server's rendering alone shows the linked tab selected and its remote in the panel.
    const still = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    });
    const staticPage = await still.newPage();
    for (const tab of LINKED_TABS) {
      await staticPage.goto(`/?tab=${tab.name.toLowerCase()}`);
      await expect(staticPage.locator('#root').getAttribute('inert')).resolves.toBe('');
      const selected = staticPage.getByRole('tab', { name: tab.name, exact: true, includeHidden: true });
      await expect(selected.getAttribute('aria-selected')).resolves.toBe('true');
      await expect(staticPage.locator(`#root [role="tabpanel"] [data-remote="${tab.remote}"]`).count()).resolves.toBe(
        1,
      );
    }
    await still.close();

    for (const tab of LINKED_TABS) {
      await page.goto(`/?tab=${tab.name.toLowerCase()}`);
      // The app's own render replaces it: the root is no longer inert and the server's style element is gone.
      await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
      await expect(page.locator('style[data-first-view]').count()).resolves.toBe(0);
      await remoteRoot(page, tab.remote).waitFor();
      const selected = page.getByRole('tab', { name: tab.name, exact: true });
      await expect(selected.getAttribute('aria-selected')).resolves.toBe('true');
      // The link's URL is left clean once its tab is open.
      await page.waitForURL(`${baseUrl()}/`);
    }
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
