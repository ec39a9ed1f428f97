// Lighthouse's accessibility audit of one page, in Debian's Chromium started by chrome-launcher.
// `node e2e/lighthouse-audit.mjs <url> [--session=<anchor_session cookie>] [--offline]` prints one line of JSON:
// { url (where the page ended up), heading (its first h1), score (0-100), failures: [{ id, title, nodes }] }.
// --offline opens the page online (the service worker installs and precaches), then audits it reloaded with no
// network, as a snapshot of what the service worker served. A child process because lighthouse is an ES module
// that jest's CommonJS transform cannot require on Node 20.
/* global navigator, document -- the evaluate callbacks run in the page */
import { launch } from 'chrome-launcher';
import lighthouse, { snapshot } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const FLAGS = { output: 'json', logLevel: 'error', onlyCategories: ['accessibility'] };

/** A signed-in page: the session cookie goes into the browser's own jar (Lighthouse keeps cookies). */
async function addSessionCookie(browser, url, session) {
  const cdp = await browser.target().createCDPSession();
  const { hostname } = new URL(url);
  await cdp.send('Storage.setCookies', {
    cookies: [{ name: 'anchor_session', value: session, domain: hostname, path: '/', httpOnly: true }],
  });
  await cdp.detach();
}

const OFFLINE = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/**
 * Opens the page online until its service worker is active (precache done), then reloads it offline: the page
 * and the service worker both lose the network (puppeteer's setOfflineMode reaches the page only).
 */
async function openOffline(browser, page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const worker = await browser.waitForTarget((target) => target.type() === 'service_worker');
  const workerSession = await worker.createCDPSession();
  await workerSession.send('Network.enable');
  await workerSession.send('Network.emulateNetworkConditions', OFFLINE);
  await page.setOfflineMode(true);
  await page.reload({ waitUntil: 'load' });
  await page.waitForNetworkIdle({ idleTime: 1_000 });
}

function failuresOf(lhr) {
  const refs = lhr.categories.accessibility.auditRefs.filter((ref) => ref.weight > 0);
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      nodes: (audit.details?.items ?? []).map((item) => item.node?.snippet ?? item.node?.selector ?? '?'),
    }));
}

async function auditIn(browser, { url, session, offline }) {
  if (session) await addSessionCookie(browser, url, session);
  const page = await browser.newPage();
  let result;
  if (offline) {
    await openOffline(browser, page, url);
    result = await snapshot(page, { flags: FLAGS });
  } else {
    result = await lighthouse(url, FLAGS, undefined, page);
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return {
    url: lhr.finalDisplayedUrl,
    heading: await page.evaluate(() => document.querySelector('h1')?.textContent ?? ''),
    score: Math.round(lhr.categories.accessibility.score * 100),
    failures: failuresOf(lhr),
  };
}

async function audit(options) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    return await auditIn(browser, options);
  } finally {
    chrome.kill();
  }
}

const args = process.argv.slice(2);
const options = {
  url: args.find((arg) => !arg.startsWith('--')),
  session: args.find((arg) => arg.startsWith('--session='))?.slice('--session='.length),
  offline: args.includes('--offline'),
};
if (!options.url) {
  console.error('usage: node e2e/lighthouse-audit.mjs <url> [--session=<anchor_session cookie>] [--offline]');
  process.exit(2);
}
audit(options).then(
  (report) => {
    console.log(JSON.stringify(report));
    process.exit(0);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
