import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';

/** axe-core's own build, evaluated into a page the first time a screen of it is checked. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.2 level AA, as axe tags its rules. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** After a navigation (a full load or a route change), the screen has this long to render before it is checked. */
const SETTLE_MS = 600;
/** Transitions and fades (colours mid-way fail contrast) get this long to finish before a check. */
const ANIMATION_WAIT_MS = 1_500;
const CHECK_TIMEOUT_MS = 20_000;

interface Violation {
  screen: string;
  rule: string;
  help: string;
  targets: string[];
}

/** Violations found since the last `takeAccessibilityViolations`, and the screens already checked in this file. */
const found: Violation[] = [];
const checkedScreens = new Set<string>();
const running = new Set<Promise<void>>();
/** One check at a time per page: axe refuses to run twice at once in a document. */
const lastCheck = new WeakMap<Page, Promise<void>>();

/**
 * What a person sees, as a key: path, width, visible headings, the selected tab and open dialogs. One check per
 * key keeps the cost small however often a flow comes back to a screen.
 */
function screenKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    const visible = (element: Element) => (element as HTMLElement).checkVisibility?.() ?? true;
    const texts = (selector: string) =>
      [...document.querySelectorAll(selector)]
        .filter(visible)
        .map((element) => element.textContent?.trim().slice(0, 60))
        .join('|');
    return [
      location.pathname,
      `${window.innerWidth}px`,
      texts('h1, h2'),
      texts('[role="tab"][aria-selected="true"]'),
      texts('dialog[open] h2, [role="dialog"] h2, [role="alertdialog"] h2'),
    ].join(' · ');
  });
}

/** Waits (from node: the page's clock may be controlled) until no finite animation or transition is running. */
async function animationsSettled(page: Page) {
  const deadline = Date.now() + ANIMATION_WAIT_MS;
  while (Date.now() < deadline) {
    const moving = await page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length,
    );
    if (moving === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function runAxe(page: Page) {
  if (!page.url().startsWith('http')) return;
  await animationsSettled(page);
  const key = await screenKey(page);
  if (checkedScreens.has(key)) return;
  checkedScreens.add(key);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 100)}`),
    }));
  }, WCAG_22_AA);
  found.push(...violations.map((violation) => ({ screen: key, ...violation })));
}

/**
 * Checks the screen `page` shows now with axe (WCAG 2.2 AA), once per distinct screen. A page that closes or
 * navigates away mid-check is left for the next check; a violation is kept for `takeAccessibilityViolations`.
 */
export function checkAccessibility(page: Page): Promise<void> {
  if (page.isClosed()) return Promise.resolve();
  const previous = lastCheck.get(page) ?? Promise.resolve();
  const check = previous.then(() =>
    Promise.race([runAxe(page), new Promise<void>((resolve) => setTimeout(resolve, CHECK_TIMEOUT_MS).unref())]).catch(
      () => undefined,
    ),
  );
  lastCheck.set(page, check);
  running.add(check);
  return check.finally(() => running.delete(check));
}

function watchPage(page: Page) {
  let timer: NodeJS.Timeout | undefined;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void page
        .waitForLoadState('load')
        .then(() => checkAccessibility(page))
        .catch(() => undefined);
    }, SETTLE_MS);
  });
  page.on('close', () => clearTimeout(timer));
}

/**
 * Every page of `context` is checked after each navigation (full load or route change) and once more before the
 * context closes, so each spec gets the check without asking for it.
 */
export function watchAccessibility<C extends BrowserContext>(context: C): C {
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  const close = context.close.bind(context);
  context.close = async (options) => {
    await Promise.all(context.pages().map((page) => checkAccessibility(page)));
    return close(options);
  };
  return context;
}

/** The violations found so far, as readable lines (rule, where, what to do), and forgets them. */
export async function takeAccessibilityViolations(): Promise<string[]> {
  await Promise.all([...running]);
  const lines = found.map(
    (violation) => `${violation.rule} on ${violation.screen}: ${violation.help} (${violation.targets.join(', ')})`,
  );
  found.length = 0;
  return lines;
}
