// `npm test`: install what is missing, then lint, type-check, build, run every jest project (unit, integration
// against real PostgreSQL and Redis, browser flows in Chromium), then the fault suite (tools/faults.mjs: the
// built stack under load with PostgreSQL, Redis and a worker broken; two to three minutes), after jest so
// that the two never load the machine together. `npm test -- <jest args>` runs only jest, with those arguments.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianCommand, ensureNodeModules, repoRoot } from './ensure-install.mjs';
import { changedSince, treeStatus } from './tree-status.mjs';

const jestArgs = process.argv.slice(2);
const resultsFile = join(repoRoot, '.data', 'jest-results.json');
const faultsFile = join(repoRoot, '.data', 'faults-figures.json');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: process.env.CI ? '0' : '1' };

function step(title, command) {
  const started = Date.now();
  console.log(`\n[anchor test] ${title}`);
  const result = spawnSync(command, { shell: true, stdio: 'inherit', cwd: repoRoot, env });
  console.log(
    `[anchor test] ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

/**
 * Runs independent checks at the same time (each is mostly one core; the machine has more) and prints each one's
 * output in one piece when it ends, so the log still reads step by step. Resolves true when every check passed.
 */
async function concurrentSteps(steps) {
  const results = await Promise.all(
    steps.map(
      ([title, command]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, { shell: true, cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            console.log(`\n[anchor test] ${title}`);
            process.stdout.write(Buffer.concat(output));
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`[anchor test] ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

function printSummary() {
  try {
    const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    console.log(`\n${results.numPassedTests} passed, ${failed} failed`);
  } catch {
    console.log('\n0 passed, 1 failed');
  }
}

function printFaultFigures() {
  try {
    const f = JSON.parse(readFileSync(faultsFile, 'utf8'));
    console.log(
      `faults: ${f.faultsSurvived} of ${f.faults} survived; ${f.requests} requests, ${f.serverErrors} 5xx other ` +
        `than 503, ${f.unanswered} unanswered, ${f.remindersLost} reminders lost, ${f.remindersSentTwice} sent ` +
        `twice, ${f.acknowledgedWritesLost ?? '?'} acknowledged writes lost (${f.seconds} s)`,
    );
  } catch {
    console.log('faults: no figures (the fault suite did not finish)');
  }
}

const treeBefore = treeStatus(repoRoot);
ensureNodeModules();
ensureDebianCommand('redis-server', 'redis-server');
ensureDebianCommand('chromium', 'chromium');
mkdirSync(join(repoRoot, '.data'), { recursive: true });
rmSync(resultsFile, { force: true });
rmSync(faultsFile, { force: true });

const started = Date.now();
let ok = true;
if (jestArgs.length === 0) {
  ok = await concurrentSteps([
    ['lint (eslint)', 'npx eslint . --max-warnings=0'],
    ['format (prettier --check)', 'npx prettier --check . --log-level warn'],
    ['type-check (tsc)', 'npm run typecheck --silent'],
    ['build every app (nx)', 'npx nx run-many -t build'],
  ]);
}
const ci = process.env.CI ? '--ci' : '';
const quoted = jestArgs.map((arg) => JSON.stringify(arg)).join(' ');
ok = step('jest (unit, integration, browser)', `npx jest ${ci} --json --outputFile=${resultsFile} ${quoted}`) && ok;
// The services bundle was just built by the build step.
if (jestArgs.length === 0) ok = step('fault suite (tools/faults.mjs)', 'node tools/faults.mjs --no-build') && ok;
printSummary();
if (jestArgs.length === 0) printFaultFigures();
// In CI (a fresh clone) a changed file fails the run; on a developer's machine it may be their own edit meanwhile.
const leftBehind = changedSince(treeBefore, treeStatus(repoRoot));
if (leftBehind.length > 0) {
  console.log(`[anchor test] the run changed what git sees (git status --porcelain):\n${leftBehind.join('\n')}`);
  if (process.env.CI) ok = false;
}
console.log(`[anchor test] total ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(ok ? 0 : 1);
