// `npm run bench`: every figure of the product in one run and one table, printed and written to
// bench/results.md and bench/results.json, and copied into bench/README.md's latest run. The API beside a bare
// Fastify baseline of the same queries
// (autocannon), the front end in Chromium (JS bytes, LCP, CLS), the first-view budgets from the build,
// reminders on time with one worker and with two, the build time of one remote, the assistant's chat
// p99, and any further bench a feature adds as tools/bench-<name>.mjs exporting `run` (insights, Lighthouse on
// every page with the mobile and desktop presets, …). `npm run bench -- --only=lighthouse` runs one part.
// The machine may be shared: absolute timings are noisy, ratios within one run are the honest measure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatTable, repoRoot, row, startBenchInfra } from './bench-infra.mjs';
import { firstViewBudgets } from './rspack/first-view-bytes.js';
import benchReadme from './bench/bench-readme.cjs';

const { writeBenchReadme } = benchReadme;

const BUILT_IN = new Set(['infra', 'api', 'frontend', 'reminders', 'assistant']);
/**
 * `--only=lighthouse,api` runs those parts alone (build, budgets, api, frontend, assistant, reminders, or a feature
 * bench's name such as lighthouse or insights); the table keeps the other rows of the last run.
 */
const ONLY = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);
const wanted = (part) => !ONLY || ONLY.includes(part);
const TIMED_REMOTE = 'mf-mindfulness';
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function buildEverything() {
  const result = spawnSync('npx nx run-many -t build --parallel=2', {
    shell: true,
    stdio: 'inherit',
    cwd: repoRoot,
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (result.status !== 0) throw new Error('the build failed');
}

/** One remote built from scratch (no Nx cache) into a throw-away folder, timed. */
function remoteBuildTime() {
  const out = mkdtempSync(join(tmpdir(), 'anchor-bench-build-'));
  const started = Date.now();
  const result = spawnSync('npx rspack build --mode production', {
    shell: true,
    stdio: 'ignore',
    cwd: join(repoRoot, TIMED_REMOTE),
    env: { ...process.env, ANCHOR_DIST_DIR: out },
  });
  const seconds = (Date.now() - started) / 1000;
  rmSync(out, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`building ${TIMED_REMOTE} failed`);
  return [row('build', `${TIMED_REMOTE} production build, uncached`, `${seconds.toFixed(1)} s`)];
}

function budgetRows() {
  return Object.values(firstViewBudgets()).map((view) =>
    row(
      'front end',
      `${view.page}: first-view JS from the build (${view.files.length} files, brotli)`,
      kib(view.totalBytes),
      `≤ ${kib(view.limitBytes)}`,
      view.totalBytes <= view.limitBytes,
    ),
  );
}

/** tools/bench-<name>.mjs files other than ours that export `run({ infra, api })`, e.g. an insights bench. */
async function featureBenches() {
  const names = readdirSync(join(repoRoot, 'tools'))
    .map((file) => /^bench-(.+)\.mjs$/.exec(file)?.[1])
    .filter((name) => name && !BUILT_IN.has(name));
  const benches = [];
  for (const name of names) {
    const module = await import(pathToFileURL(join(repoRoot, 'tools', `bench-${name}.mjs`)).href);
    if (typeof module.run === 'function') benches.push({ name, run: module.run });
  }
  return benches;
}

async function section(rows, name, measure) {
  const started = Date.now();
  console.log(`\n[bench] ${name}…`);
  try {
    rows.push(...(await measure()));
  } catch (error) {
    console.error(`[bench] ${name} failed:`, error);
    rows.push(row(name, 'failed', String(error.message ?? error).slice(0, 120), '', false));
  }
  console.log(`[bench] ${name}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Each part that `wanted` names, into one list of rows. */
async function measureAll() {
  const rows = [];
  if (wanted('build')) await section(rows, 'build', async () => remoteBuildTime());
  if (wanted('budgets')) await section(rows, 'budgets', async () => budgetRows());
  const { run: runApi } = await import('./bench-api.mjs');
  const { run: runFrontend } = await import('./bench-frontend.mjs');
  const { run: runAssistant } = await import('./bench-assistant.mjs');
  const { run: runReminders, PEAK_MINUTE } = await import('./bench-reminders.mjs');
  const features = (await featureBenches()).filter((bench) => wanted(bench.name));
  if (['api', 'frontend', 'assistant'].some(wanted) || features.length > 0) {
    const infra = await startBenchInfra('bench', { build: false });
    try {
      const api = await infra.startApi();
      if (wanted('api')) await section(rows, 'API', () => runApi({ infra, api }));
      if (wanted('frontend')) await section(rows, 'front end', () => runFrontend({ infra, api }));
      if (wanted('assistant')) await section(rows, 'assistant', () => runAssistant({ infra, api }));
      for (const bench of features) await section(rows, bench.name, () => bench.run({ infra, api }));
    } finally {
      await infra.stop();
    }
  }
  if (wanted('reminders')) {
    await section(rows, 'reminders, one worker', () => runReminders({ workers: 1 }));
    await section(rows, 'reminders, two workers', () => runReminders({ workers: 2 }));
    await section(rows, 'reminders, peak minute', () => runReminders({ workers: 2, minute: PEAK_MINUTE }));
  }
  return rows;
}

/** When the run whose rows `withEarlierRows` kept was made. */
let earlierRunAt = null;

/** The last run's rows with those of the areas just measured replaced (in place, or at the end when new). */
function withEarlierRows(measured) {
  const file = join(repoRoot, 'bench', 'results.json');
  const earlier = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).rows : [];
  earlierRunAt = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).when : null;
  const areas = new Set(measured.map((r) => r.section));
  const at = earlier.findIndex((r) => areas.has(r.section));
  const kept = earlier.filter((r) => !areas.has(r.section));
  if (at < 0) return [...kept, ...measured];
  const before = earlier.slice(0, at).filter((r) => !areas.has(r.section)).length;
  return [...kept.slice(0, before), ...measured, ...kept.slice(before)];
}

async function main() {
  const started = Date.now();
  const load = [];
  const sampleLoad = () => load.push(loadavg()[0]);
  const sampler = setInterval(sampleLoad, 5_000);
  sampleLoad();
  if (!process.argv.includes('--no-build')) buildEverything();
  const measured = await measureAll();
  clearInterval(sampler);
  sampleLoad();
  const rows = ONLY ? withEarlierRows(measured) : measured;

  const minutes = (Date.now() - started) / 60_000;
  const holds = rows.every((r) => r.pass !== false);
  const loadText = `load average (1 min) during the run: min ${Math.min(...load).toFixed(1)}, max ${Math.max(...load).toFixed(1)} on ${
    (await import('node:os')).cpus().length
  } CPUs`;
  const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const markdown = [
    `# npm run bench: ${when}`,
    '',
    formatTable(rows),
    '',
    `${ONLY ? `Only ${ONLY.join(', ')} run now` : 'Whole run'} ${minutes.toFixed(1)} min; ${loadText}.` +
      `${ONLY && earlierRunAt ? ` The other rows are from the run of ${earlierRunAt}.` : ''}` +
      ` Every goal ${holds ? 'holds' : 'does NOT hold'}.`,
    '',
  ].join('\n');
  mkdirSync(join(repoRoot, 'bench'), { recursive: true });
  writeFileSync(join(repoRoot, 'bench', 'results.md'), markdown);
  writeFileSync(
    join(repoRoot, 'bench', 'results.json'),
    `${JSON.stringify({ when, minutes: Number(minutes.toFixed(2)), load, holds, rows }, null, 2)}\n`,
  );
  writeBenchReadme();
  console.log(`\n${markdown}`);
  console.log('written to bench/results.md, bench/results.json and the latest run of bench/README.md');
  // Explicit: a library's handle or exit code must not decide the outcome.
  process.exit(holds ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
