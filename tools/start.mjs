// `npm start`: install what is missing, build every app in production mode, start embedded
// PostgreSQL and Redis unless DATABASE_URL / REDIS_URL are given, migrate, then run the API
// (which also serves the shell and the remotes), the BullMQ worker and the standalone provider
// portal on its own port (PROVIDER_PORTAL_PORT, 3100). Ctrl-C stops it all.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureDebianCommand, ensureNodeModules, repoRoot } from './ensure-install.mjs';
import { WORKER_NODE_ARGV } from './worker-process.mjs';

// The embedded defaults; the environment may move them (the stop test runs a second copy beside a developer's).
const EMBEDDED_POSTGRES_PORT = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329);
const EMBEDDED_REDIS_PORT = Number(process.env.EMBEDDED_REDIS_PORT ?? 63790);
const DEFAULT_PROVIDER_PORTAL_PORT = '3100';
const dataDir = process.env.ANCHOR_DATA_DIR ?? join(repoRoot, '.data');
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const startedAt = Date.now();
const stoppers = [];
const children = [];

const log = (message) => console.log(`[anchor] ${message}`);

function runStep(title, command, env = process.env) {
  log(title);
  const result = spawnSync(command, { shell: true, stdio: 'inherit', cwd: repoRoot, env });
  if (result.status !== 0) throw new Error(`${title} failed (exit code ${result.status})`);
}

/** Web Push VAPID keys for this installation (web-push is installed by then: ensureNodeModules runs first). */
function vapidKeys() {
  const { generateVAPIDKeys } = createRequire(import.meta.url)('web-push');
  const { publicKey, privateKey } = generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'mailto:admin@localhost' };
}

/** Secrets for the embedded defaults are generated once and kept under .data/ (never committed). */
function localSecrets() {
  const file = join(dataDir, 'secrets.json');
  const existing = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  // Keys added by later releases are generated on the next start; existing keys are never replaced.
  const secrets = {
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SHARING_HMAC_SECRET: randomBytes(32).toString('hex'),
    // npm run backup's key. Production keeps it away from the data key and the data (docs/operations.md).
    BACKUP_KEY: randomBytes(32).toString('hex'),
    ...(existing.VAPID_PUBLIC_KEY ? {} : vapidKeys()),
    ...existing,
  };
  if (Object.keys(secrets).length !== Object.keys(existing).length) {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

async function startBackingServices(env) {
  const { startPostgres, startRedis } = await import('./infra.mjs');
  if (!env.DATABASE_URL) {
    log(`starting embedded PostgreSQL on port ${EMBEDDED_POSTGRES_PORT} (data in .data/postgres)…`);
    const postgres = await startPostgres({ dataDir: join(dataDir, 'postgres'), port: EMBEDDED_POSTGRES_PORT });
    stoppers.push(postgres.stop);
    // The api and worker connect as anchor_app (rows only); migrations as anchor_owner (see tools/database-roles.cjs).
    env.DATABASE_URL = postgres.url;
    Object.assign(env, postgres.migrationEnv);
  }
  if (!env.REDIS_URL) {
    ensureDebianCommand('redis-server', 'redis-server');
    log(`starting redis-server on port ${EMBEDDED_REDIS_PORT} (append-only file in .data/redis)…`);
    mkdirSync(join(dataDir, 'redis'), { recursive: true });
    const redis = await startRedis({ dir: join(dataDir, 'redis'), port: EMBEDDED_REDIS_PORT });
    stoppers.push(redis.stop);
    env.REDIS_URL = redis.url;
  }
}

/** `nodeArgv`: node's arguments, the script among them. */
function startProcess(name, nodeArgv, env) {
  const child = spawn(process.execPath, nodeArgv, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      log(`${name} exited (${signal ?? code}); stopping everything`);
      void shutdown(1);
    }
  });
  children.push(child);
  return child;
}

async function waitForHealth(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer ${url} within ${timeoutMs / 1000} s`);
}

const stopOnSignal = () => void shutdown(0);

/**
 * embedded-postgres answers SIGINT, SIGTERM and SIGHUP itself (async-exit-hook): it stops PostgreSQL and then
 * exits the process. Beside shutdown() that is a race: PostgreSQL went away while the API and the worker were
 * still draining, and the exit came before Redis was stopped, which then held its port against the next start.
 * shutdown() stops everything in order, so its handler is the only one.
 */
function leaveStopSignalsToShutdown() {
  for (const signal of STOP_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (listener !== stopOnSignal) process.removeListener(signal, listener);
    }
  }
}

let shuttingDown = false;
async function shutdown(exitCode = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  log('stopping…');
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
  for (const stop of stoppers.reverse()) await stop().catch((error) => log(`stop failed: ${error.message}`));
  process.exit(exitCode);
}

async function main() {
  ensureNodeModules();
  mkdirSync(dataDir, { recursive: true });
  runStep('building every app in production mode (nx run-many -t build)…', 'npx nx run-many -t build', {
    ...process.env,
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
  });

  const env = {
    ...localSecrets(),
    NODE_ENV: 'production',
    // Plain http on localhost by default; an https PUBLIC_URL makes the cookie Secure and adds HSTS whatever this says.
    COOKIE_SECURE: /^https:/i.test(process.env.PUBLIC_URL ?? '') ? 'true' : 'false',
    HOST: '0.0.0.0',
    PORT: '3000',
    PROVIDER_PORTAL_PORT: DEFAULT_PROVIDER_PORTAL_PORT,
    ...process.env,
  };
  // Without an SMTP server, mail (verification codes, invitations) is written to files (docs/operations.md, "E-mail").
  if (!env.SMTP_URL) env.MAIL_OUTBOX_DIR ??= join(dataDir, 'outbox');
  // Invitation links point at the portal, and the API allows the portal's origin (only it) by CORS.
  env.PROVIDER_PORTAL_URL ??= `http://localhost:${env.PROVIDER_PORTAL_PORT}`;
  const apiOrigin = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  for (const signal of STOP_SIGNALS) process.on(signal, stopOnSignal);
  await startBackingServices(env);
  leaveStopSignalsToShutdown();

  runStep('running database migrations…', `"${process.execPath}" services/dist/migrate.js`, env);
  startProcess('api', ['services/dist/main.js'], env);
  startProcess('worker', WORKER_NODE_ARGV, env);
  await waitForHealth(`http://127.0.0.1:${env.PORT}/api/health`);
  startProcess(
    'provider portal',
    ['tools/serve-provider-portal.mjs', '--port', env.PROVIDER_PORTAL_PORT, '--host', env.HOST, '--api', apiOrigin],
    env,
  );
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  log(`Anchor is running at http://localhost:${env.PORT} (ready in ${seconds} s). Press Ctrl-C to stop.`);
  log(`The provider portal is at ${env.PROVIDER_PORTAL_URL}.`);
  if (!env.SMTP_URL) log(`No SMTP_URL: e-mail is written to ${env.MAIL_OUTBOX_DIR} (one .eml file per message).`);
}

main().catch(async (error) => {
  console.error(`[anchor] ${error.message}`);
  await shutdown(1);
});
