// Front-end figures from Debian's Chromium against the production builds served by the API (brotli
// and gzip as a browser asks for them): JS files and bytes on the wire, time to the first view being
// ready, LCP and CLS, the median of 7 loads each in a fresh browser context.
// `node tools/bench-frontend.mjs [--no-build]`; `npm run bench` calls `run`.
/* global window, document, performance, PerformanceObserver, MutationObserver -- OBSERVE_VITALS and the evaluate callback run in the page */
import { chromium } from 'playwright-core';
import { median, onboardedBenchUser, row, runStandalone } from './bench-infra.mjs';
import { firstViewBudgets } from './rspack/first-view-bytes.js';

const LOADS = Number(process.env.BENCH_FRONTEND_LOADS ?? 7);
const LCP_GOAL_MS = 800;
const CLS_GOAL = 0.05;
/** After the first view is ready, late content still has this long to move things (counted in CLS). */
const SETTLE_MS = 1_500;

/** What the page logs once the first view's element is visible (OBSERVE_VITALS watches for it). */
const READY_MARK = '__anchor_bench_first_view_ready__';

/**
 * Runs in the page before any of its scripts: records LCP, layout shifts (those not caused by input) and when the
 * `ready` element first shows. The page itself says when it is ready: a Playwright locator waiting from the start
 * would evaluate Playwright's own injected script and poll on every frame on the page's main thread, the thread
 * being measured (about 100 ms more LCP on this machine).
 */
const OBSERVE_VITALS = ({ ready, mark }) => {
  const vitals = { lcp: 0, cls: 0, shifts: [], readyAt: 0 };
  const watcher = new MutationObserver(() => {
    const element = document.querySelector(ready);
    if (!element?.checkVisibility()) return;
    watcher.disconnect();
    vitals.readyAt = performance.now();
    console.debug(mark);
  });
  document.addEventListener('DOMContentLoaded', () =>
    watcher.observe(document.body, { childList: true, subtree: true, attributes: true }),
  );
  Object.defineProperty(window, '__vitals', { value: vitals });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      vitals.cls += entry.value;
      const nodes = (entry.sources ?? []).map((source) => {
        const node = source.node;
        if (!node || node.nodeType !== 1) return String(node?.nodeName ?? '?');
        return `${node.tagName.toLowerCase()}${node.getAttribute('data-remote') ? `[${node.getAttribute('data-remote')}]` : ''}.${String(node.className).slice(0, 40)}`;
      });
      vitals.shifts.push({ value: Number(entry.value.toFixed(4)), at: Math.round(entry.startTime), nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/**
 * The service worker's page side (register-service-worker.ts), fetched on purpose only once the page has loaded
 * and the browser is idle: not part of the first view.
 */
const AFTER_FIRST_VIEW = /^\/workbox-window\.[0-9a-f]{8}\.js$/;

/** One load in a fresh context: JS bytes by CDP (compressed body bytes), vitals from the page. */
async function loadOnce(browser, base, page, ready, cookie) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  if (cookie) await context.addCookies([{ name: 'anchor_session', value: cookie, url: base }]);
  const tab = await context.newPage();
  await tab.addInitScript(OBSERVE_VITALS, { ready, mark: READY_MARK });
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script')
      scripts.set(requestId, {
        url: response.url,
        bytes: 0,
        encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'none',
      });
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes += encodedDataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    // Some bodies arrive without dataReceived events: then the total minus the headers is the body.
    const script = scripts.get(requestId);
    if (script) script.total = encodedDataLength;
  });
  const shown = tab.waitForEvent('console', { predicate: (message) => message.text() === READY_MARK, timeout: 30_000 });
  await tab.goto(page, { waitUntil: 'commit' });
  await shown;
  await tab.waitForTimeout(SETTLE_MS);
  const vitals = await tab.evaluate(() => window.__vitals);
  const readyMs = Math.round(vitals.readyAt);
  await context.close();
  // Not first-view JS: the service worker's page side, fetched once the first render is on screen.
  const files = [...scripts.values()].filter((file) => !AFTER_FIRST_VIEW.test(new URL(file.url).pathname));
  return {
    readyMs,
    lcp: vitals.lcp,
    cls: vitals.cls,
    shifts: vitals.shifts,
    jsFiles: files.length,
    jsBytes: files.reduce((sum, file) => sum + (file.bytes || file.total || 0), 0),
    encodings: [...new Set(files.map((file) => file.encoding))],
    paths: files.map((file) => new URL(file.url).pathname),
    files: files.map((file) => `${file.url.replace(base, '')} ${(file.bytes / 1024).toFixed(1)} KiB`),
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Where the server serves each file the budget test counts: the shell at '/', a remote below /remotes/<project>/. */
const servedPath = ({ app, file }) => (app === 'shell' ? `/${file}` : `/remotes/${app}/${file}`);

/** Scripts some load fetched that the budget test (tools/rspack/first-view-bytes.js) does not count. */
function uncounted(loads, budget) {
  const counted = new Set(budget.files.map(servedPath));
  return [...new Set(loads.flatMap((load) => load.paths))].filter((path) => !counted.has(path));
}

export const PAGES = [
  { name: '/auth signed out', path: '/auth', ready: 'form', budget: 'auth', signedIn: false },
  {
    name: '/ signed in, Assistant tab',
    path: '/',
    ready: '[data-remote="mf_assistant"]',
    budget: 'home',
    signedIn: true,
  },
];

/** The table's rows for one page: its files and bytes against the budgets, when it was ready, LCP and CLS. */
function pageRows(page, loads, budget) {
  const last = loads.at(-1);
  if (process.env.BENCH_VERBOSE) console.log(page.name, JSON.stringify(last, null, 1));
  const worstCls = Math.max(...loads.map((load) => load.cls));
  const jsBytes = median(loads.map((load) => load.jsBytes));
  const jsFiles = median(loads.map((load) => load.jsFiles));
  const lcp = median(loads.map((load) => load.lcp));
  const missed = uncounted(loads, budget);
  return [
    row('front end', `${page.name}: JS files`, String(jsFiles), `≤ ${budget.limitFiles}`, jsFiles <= budget.limitFiles),
    row(
      'front end',
      `${page.name}: JS on the wire (${last.encodings.join(', ')})`,
      kib(jsBytes),
      `≤ ${kib(budget.limitBytes)}`,
      jsBytes <= budget.limitBytes,
    ),
    row(
      'front end',
      `${page.name}: JS loaded that the budget test does not count`,
      missed.length ? missed.join(', ') : 'none',
      'none',
      missed.length === 0,
    ),
    row('front end', `${page.name}: ready (median)`, `${median(loads.map((load) => load.readyMs))} ms`),
    row(
      'front end',
      `${page.name}: LCP (median of ${LOADS})`,
      `${Math.round(lcp)} ms`,
      `≤ ${LCP_GOAL_MS} ms`,
      lcp <= LCP_GOAL_MS,
    ),
    row(
      'front end',
      `${page.name}: CLS (worst of ${LOADS})`,
      worstCls.toFixed(3),
      `≤ ${CLS_GOAL}`,
      worstCls <= CLS_GOAL,
    ),
  ];
}

export async function run({ infra, api }) {
  const server = api ?? (await infra.startApi());
  const budgets = firstViewBudgets();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const rows = [];
  try {
    const token = await onboardedBenchUser(server.base, 'fe_bench');
    for (const page of PAGES) {
      const loads = [];
      for (let i = 0; i < LOADS; i += 1) {
        loads.push(await loadOnce(browser, server.base, page.path, page.ready, page.signedIn ? token : null));
      }
      rows.push(...pageRows(page, loads, budgets[page.budget]));
    }
  } finally {
    await browser.close();
    if (!api) await server.stop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runStandalone('bench-frontend', run);
}
