// `npm test`: install what is missing, then lint, type-check, build, run every jest project (unit, integration
// against real PostgreSQL and Redis, browser flows in Chromium), then the fault suite (tools/faults.mjs: the
// built stack under load with PostgreSQL, Redis and a worker broken; two to three minutes), after jest so
// that the two never load the machine together. `npm test -- <jest args>` runs only jest, with those arguments.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianCommand, ensureNodeModules, repoRoot } from './ensure-install.mjs';

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

ensureNodeModules();
ensureDebianCommand('redis-server', 'redis-server');
ensureDebianCommand('chromium', 'chromium');
mkdirSync(join(repoRoot, '.data'), { recursive: true });
rmSync(resultsFile, { force: true });
rmSync(faultsFile, { force: true });

const started = Date.now();
let ok = true;
if (jestArgs.length === 0) {
  ok = step('lint (eslint)', 'npx eslint . --max-warnings=0') && ok;
  ok = step('format (prettier --check)', 'npx prettier --check . --log-level warn') && ok;
  ok = step('type-check (tsc)', 'npm run typecheck --silent') && ok;
  ok = step('build every app (nx)', 'npx nx run-many -t build') && ok;
}
const ci = process.env.CI ? '--ci' : '';
const quoted = jestArgs.map((arg) => JSON.stringify(arg)).join(' ');
ok = step('jest (unit, integration, browser)', `npx jest ${ci} --json --outputFile=${resultsFile} ${quoted}`) && ok;
// The services bundle was just built by the build step.
if (jestArgs.length === 0) ok = step('fault suite (tools/faults.mjs)', 'node tools/faults.mjs --no-build') && ok;
printSummary();
if (jestArgs.length === 0) printFaultFigures();
console.log(`[anchor test] total ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(ok ? 0 : 1);
