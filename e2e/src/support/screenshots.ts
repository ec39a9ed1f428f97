import type { Page } from 'playwright-core';
import { checkAccessibility } from './axe';

/** The widths every flow is looked at: a desktop window and a phone. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export interface ScreenshotOptions {
  /** Only the cards (innermost sections) with these titles, one picture each, instead of the whole page. */
  cards?: string[];
  /** Run at each width before the picture (to open a menu the resize closed, for instance). */
  before?: (page: Page) => Promise<void>;
}

/**
 * Pictures for a person to look at, at desktop and phone width, into `folder` (named by an environment variable of the
 * spec; nothing is taken when it is unset); the page is back at desktop width afterwards. Each width's screen is
 * checked with axe whether or not pictures are taken.
 */
export async function screenshotsAtEachWidth(
  page: Page,
  folder: string | undefined,
  name: string,
  { cards = [], before }: ScreenshotOptions = {},
): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await before?.(page);
    await checkAccessibility(page);
    if (!folder) continue;
    if (cards.length === 0) await page.screenshot({ path: `${folder}/${name}-${size}.png`, fullPage: true });
    for (const [index, title] of cards.entries()) {
      const card = page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
      await card.last().screenshot({ path: `${folder}/${name}-${index + 1}-${size}.png` });
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}
