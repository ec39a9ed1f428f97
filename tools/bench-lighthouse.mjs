// Lighthouse (the `lighthouse` package, Debian's Chromium) on /auth, home, each home tab and the provider portal,
// with its mobile preset (default settings: a mid-range phone, simulated slow 4G and 4x CPU slowdown) and its
// desktop preset. Each page × preset is one row: LCP, TBT, CLS and the four category scores beside their goals.
// The simulated throttling estimates from what this machine observed: CPU taken by other work inflates TBT, so the
// mobile figures are the median of BENCH_LIGHTHOUSE_RUNS loads (3 unless set); BENCH_LIGHTHOUSE_TASKS=1 prints each run.
// `node tools/bench-lighthouse.mjs [--no-build]`, or `npm run bench -- --only=lighthouse`; `npm run bench` calls `run`.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { median, onboardedBenchUser, row, runStandalone } from './bench-infra.mjs';
import { serveProviderPortal } from './serve-provider-portal.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const GOALS = { lcpMs: 2_500, tbtMs: 200, cls: 0.05, score: 100 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SCORED = ['accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const PRESETS = [
  { name: 'mobile', config: undefined, runs: RUNS },
  { name: 'desktop', config: desktopConfig, runs: 1 },
];

/** The pages measured: `origin` is the product's or the portal's, `signedIn` adds the bench person's session. */
const PAGES = [
  { name: '/auth signed out', path: '/auth', origin: 'app', signedIn: false },
  { name: 'home (Assistant tab)', path: '/', origin: 'app', signedIn: true },
  { name: 'Insights tab', path: '/?tab=insights', origin: 'app', signedIn: true },
  { name: 'Mindfulness tab', path: '/?tab=mindfulness', origin: 'app', signedIn: true },
  { name: 'Resources tab', path: '/?tab=resources', origin: 'app', signedIn: true },
  { name: 'Assessment tab', path: '/?tab=assessment', origin: 'app', signedIn: true },
  { name: 'provider portal signed out', path: '/', origin: 'portal', signedIn: false },
];

/** The session cookie in the browser's own jar: Lighthouse clears a page's storage between runs but keeps cookies. */
async function setSessionCookie(port, base, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const cdp = await browser.target().createCDPSession();
  await cdp.send('Storage.setCookies', {
    cookies: [{ name: 'anchor_session', value: session, domain: new URL(base).hostname, path: '/', httpOnly: true }],
  });
  await cdp.detach();
  await browser.disconnect();
}

/** BENCH_LIGHTHOUSE_TASKS=1: each run's LCP and TBT, its long tasks (as simulated) and each script's time. */
function printLongTasks(lhr) {
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  for (const task of tasks) {
    console.log(`  long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms ${task.url ?? ''}`);
  }
  const { 'largest-contentful-paint': lcp, 'total-blocking-time': tbt } = lhr.audits;
  console.log(`  this run: LCP ${Math.round(lcp.numericValue)} ms, TBT ${Math.round(tbt.numericValue)} ms`);
  for (const item of lhr.audits['bootup-time']?.details?.items ?? []) {
    const { url, total, scripting, scriptParseCompile } = item;
    console.log(
      `  script ${url}: ${Math.round(total)} ms (scripting ${Math.round(scripting)}, parse ${Math.round(scriptParseCompile)})`,
    );
  }
}

/** One Lighthouse run: the figures of the report, or its runtime error. */
async function audit(port, url, config) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const result = await lighthouse(url, flags, config);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map(
    (item) => `${item.node?.selector ?? '?'} ${Number(item.score).toFixed(3)}`,
  );
  if (shifts.length) console.log(`  layout shifts: ${shifts.join('; ')}`);
  for (const id of ['errors-in-console', 'inspector-issues']) {
    for (const item of lhr.audits[id]?.details?.items ?? []) {
      const detail = item.description ?? `${item.issueType}: ${JSON.stringify(item.subItems?.items ?? [])}`;
      console.log(`  ${id}: ${String(detail).slice(0, 200)} ${item.sourceLocation?.url ?? item.url ?? ''}`);
    }
  }
  if (process.env.BENCH_LIGHTHOUSE_TASKS) printLongTasks(lhr);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
    .map((a) => a.id);
  return {
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    failing,
  };
}

/** The page's row for one preset: the median run's figures (each figure's own median), the worst CLS. */
function presetRow(page, preset, runs) {
  const lcp = median(runs.map((r) => r.lcpMs));
  const tbt = median(runs.map((r) => r.tbtMs));
  const cls = Math.max(...runs.map((r) => r.cls));
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.min(...runs.map((r) => r.scores[id]))]));
  const mobile = preset.name === 'mobile';
  const holds =
    (!mobile || (lcp <= GOALS.lcpMs && tbt <= GOALS.tbtMs)) &&
    cls <= GOALS.cls &&
    SCORED.every((id) => scores[id] >= GOALS.score);
  const value = [
    `LCP ${(lcp / 1000).toFixed(2)} s`,
    `TBT ${Math.round(tbt)} ms`,
    `CLS ${cls.toFixed(3)}`,
    `perf ${scores.performance}`,
    `a11y ${scores.accessibility}`,
    `BP ${scores['best-practices']}`,
    `SEO ${scores.seo}`,
  ].join(', ');
  const goal = [
    mobile ? `LCP ≤ ${GOALS.lcpMs / 1000} s, TBT ≤ ${GOALS.tbtMs} ms` : null,
    `CLS ≤ ${GOALS.cls}`,
    'a11y, BP, SEO 100',
  ]
    .filter(Boolean)
    .join(', ');
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  if (failing.length) console.log(`${page.name} ${preset.name}: ${failing.join(', ')}`);
  const runsText = preset.runs > 1 ? `median of ${runs.length}` : 'one run';
  return row('lighthouse', `${page.name}, ${preset.name} (${runsText})`, value, goal, holds);
}

/** BENCH_LIGHTHOUSE_ONLY=Assessment,portal limits a run to the pages (or presets) whose name contains a word. */
const only = (process.env.BENCH_LIGHTHOUSE_ONLY ?? '').split(',').filter(Boolean);
const chosen = (name) => only.length === 0 || only.some((word) => name.includes(word));

export async function run({ infra }) {
  const portalPort = await infra.freePort();
  const portalUrl = `http://127.0.0.1:${portalPort}`;
  // An API of its own that allows the portal's origin (CORS), as a deployment does.
  const api = await infra.startApi({ PROVIDER_PORTAL_URL: portalUrl });
  const portal = await serveProviderPortal({ port: portalPort, apiOrigin: api.base });
  const origins = { app: api.base, portal: portal.url };
  const session = await onboardedBenchUser(api.base, 'lh_bench');
  const rows = [];
  try {
    for (const page of PAGES.filter((p) => chosen(p.name))) {
      for (const preset of PRESETS) {
        const runs = [];
        for (let i = 0; i < preset.runs; i += 1) {
          // A fresh browser per run: nothing cached from the run before.
          const chrome = await launch({
            chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            chromeFlags: CHROME_FLAGS,
            logLevel: 'silent',
          });
          try {
            if (page.signedIn) await setSessionCookie(chrome.port, api.base, session);
            runs.push(await audit(chrome.port, `${origins[page.origin]}${page.path}`, preset.config));
          } finally {
            chrome.kill();
          }
        }
        rows.push(presetRow(page, preset, runs));
        console.log(`[lighthouse] ${rows.at(-1).metric}: ${rows.at(-1).value}`);
      }
    }
  } finally {
    await portal.close();
    await api.stop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runStandalone('bench-lighthouse', run);
}
