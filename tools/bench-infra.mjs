// What every benchmark needs: dependencies, a built services bundle, its own PostgreSQL and Redis on free
// ports with throw-away data (never the machine's or npm start's), the API started on them, percentiles and
// child-process handling. `npm run bench` (tools/bench.mjs) runs every bench on one set of these.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianCommand, ensureNodeModules, repoRoot } from './ensure-install.mjs';

export { repoRoot };

export const jsonHeaders = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** The value below which p% of the sorted samples lie (nearest rank). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function median(values) {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function buildServices() {
  const result = spawnSync('npx nx run @anchor/services:build', {
    shell: true,
    stdio: 'inherit',
    cwd: repoRoot,
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (result.status !== 0) throw new Error('building services failed');
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc: on a shared machine the CPU one request
 * costs holds steadier than its latency. Null where /proc is missing or the process runs elsewhere.
 */
export function processCpuMs(pid) {
  return processStat(pid)?.cpuMs ?? null;
}

/** A process's name and CPU time (user + system, ms) from /proc/<pid>/stat; null when it is gone or unreadable. */
export function processStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name sits in parentheses and may hold spaces or ')': the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    return { name, cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 };
  } catch {
    return null;
  }
}

/** SIGTERM, then SIGKILL after 5 s: a bench must not leave a process behind. */
export async function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

export async function waitForHealth(base, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`the API at ${base} did not become healthy`);
}

/** The environment of a production API or worker on the bench's PostgreSQL and Redis, `extra` on top. */
function productionEnv(postgres, redis, tmp) {
  return (extra = {}) => ({
    ...process.env,
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    DATA_ENCRYPTION_KEY: 'be'.repeat(32),
    SHARING_HMAC_SECRET: 'b5'.repeat(32),
    // Sign-ups mail a verification code: here to files in the run's own folder.
    MAIL_OUTBOX_DIR: join(tmp, 'outbox'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_REGISTER_PER_IP: '100000',
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    ...extra,
  });
}

/** services/dist/main.js with its stdout appended to `logFile`, or dropped when there is none. */
function spawnApi(env, nodeArgs, logFile) {
  const stdout = logFile ? openSync(logFile, 'a') : 'ignore';
  const child = spawn(process.execPath, [...nodeArgs, 'services/dist/main.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', stdout, 'inherit'],
  });
  // The child holds its own copy of the descriptor.
  if (logFile) closeSync(stdout);
  return child;
}

/**
 * PostgreSQL and Redis on free ports, migrated. `env(extra)` is the environment of a production API or
 * worker on them; `startApi(extra)` runs services/dist/main.js and resolves once it answers /api/health.
 */
export async function startBenchInfra(name, { build = true } = {}) {
  ensureNodeModules();
  ensureDebianCommand('redis-server', 'redis-server');
  if (build) buildServices();
  const { startPostgres, startRedis, freePort, makeTempDir } = await import('./infra.mjs');
  const tmp = makeTempDir(`anchor-${name}-`);
  const postgres = await startPostgres({ dataDir: join(tmp, 'pg'), port: await freePort() });
  const redis = await startRedis({ dir: join(tmp, 'redis'), port: await freePort() });
  const children = [];
  const env = productionEnv(postgres, redis, tmp);
  const migrated = spawnSync(process.execPath, ['services/dist/migrate.js'], {
    cwd: repoRoot,
    env: env(postgres.migrationEnv),
    stdio: 'inherit',
  });
  if (migrated.status !== 0) throw new Error('migrations failed');

  /**
   * The api as `npm start` runs it (tools/start.mjs): the default log level, its JSON lines on stdout, and stdout
   * written to a file as a process manager keeps it (`logFile`). `{ quiet: true }`: LOG_LEVEL=warn and stdout
   * dropped, a configuration nobody deploys, measured beside it to show what logging costs.
   */
  async function startApi(extra = {}, nodeArgs = [], { quiet = false } = {}) {
    const port = await freePort();
    const logFile = quiet ? null : join(tmp, `api-${port}.log`);
    const level = quiet ? 'warn' : undefined;
    const child = spawnApi(
      env({ PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: level, ...extra }),
      nodeArgs,
      logFile,
    );
    children.push(child);
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    return { base, port, child, logFile, stop: () => stopChild(child) };
  }

  return {
    postgres,
    redis,
    freePort,
    env,
    startApi,
    stop: async () => {
      await Promise.all(children.map(stopChild));
      await redis.stop();
      await postgres.stop();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Registers a person through the API and returns the session token. */
export async function registerBenchUser(base, username, extra = {}) {
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ username, password: `${username}-password-1`, firstName: 'B', lastName: 'C', ...extra }),
  });
  if (response.status !== 201)
    throw new Error(`register ${username}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()).authToken;
}

/** A person registered and through onboarding, as the pages a bench measures expect; returns the session token. */
export async function onboardedBenchUser(base, usernamePrefix) {
  const token = await registerBenchUser(base, `${usernamePrefix}_${Date.now()}`);
  const response = await fetch(`${base}/api/user/onboarding`, {
    method: 'PATCH',
    headers: { ...jsonHeaders, Authorization: `Bearer ${token}` },
    body: JSON.stringify({ onboardingCompleted: true, setupCompleted: true }),
  });
  if (!response.ok) throw new Error(`onboarding update: HTTP ${response.status}`);
  return token;
}

/**
 * Runs `main` when the file is executed directly (`node tools/bench-x.mjs`): one shared infrastructure, the
 * bench's rows printed as a table. `npm run bench` imports the same module and calls its `run` instead.
 */
export async function runStandalone(name, run) {
  const infra = await startBenchInfra(name, { build: !process.argv.includes('--no-build') });
  try {
    const rows = await run({ infra });
    printTable(rows);
    if (rows.some((row) => row.pass === false)) process.exitCode = 1;
  } finally {
    await infra.stop();
  }
}

/** One row of the bench table: what was measured, the figure, the goal, and whether the goal holds. */
export function row(section, metric, value, goal = '', pass = undefined) {
  return { section, metric, value, goal, pass };
}

export function formatTable(rows) {
  const lines = ['| area | measure | result | goal | holds |', '|---|---|---|---|---|'];
  for (const r of rows) {
    const holds = r.pass === undefined ? '' : r.pass ? 'yes' : '**no**';
    lines.push(`| ${r.section} | ${r.metric} | ${r.value} | ${r.goal} | ${holds} |`);
  }
  return lines.join('\n');
}

export function printTable(rows) {
  console.log(`\n${formatTable(rows)}\n`);
}
