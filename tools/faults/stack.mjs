// The real stack the fault suite breaks: its own embedded PostgreSQL and redis-server on free ports with
// throw-away data (never the machine's), migrated, the built API (services/dist/main.js), built workers
// (services/dist/worker.js) and a push service stand-in. PostgreSQL and Redis can be stopped and started
// again on the same port and data, Redis flushed, a worker killed.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { freePort, makeTempDir, startPostgres, startRedis } from '../infra.mjs';
import { buildServices, repoRoot, stopChild, waitForHealth } from '../bench-infra.mjs';
import { ensureDebianCommand, ensureNodeModules } from '../ensure-install.mjs';

/** One Redis command over a plain socket (the suite needs FLUSHALL only). */
export function redisCommand(port, command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(2000);
    socket.on('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (chunk) => (socket.destroy(), resolve(chunk.toString().trim())));
    socket.on('timeout', () => (socket.destroy(), reject(new Error(`redis ${command}: no answer`))));
    socket.on('error', reject);
  });
}

function environment(postgres, redis, pushOrigin, extra = {}) {
  return {
    ...process.env,
    // development: the fixed development VAPID pair and keys; the stand-in push service is the one allowed
    // local endpoint. Rate limits high enough for the load's sign-ups.
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    PUSH_STAND_IN_ORIGIN: pushOrigin,
    RATE_LIMIT_REGISTER_PER_IP: '100000',
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    WEB_ROOT: '/nonexistent-anchor-web-root',
    ...extra,
  };
}

/** A built service as a child process; its output lines go to `log`; `child.ready` resolves at "Worker ready". */
function spawnLogged(file, name, env, { children, log }) {
  const child = spawn(process.execPath, [file], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let markReady;
  child.ready = new Promise((resolve, reject) => {
    markReady = resolve;
    child.once('exit', (code, signal) => reject(new Error(`${name} exited (${code ?? signal}) before it was ready`)));
  });
  child.ready.catch(() => undefined);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop();
      for (const line of parts) {
        if (line.includes('"msg":"Worker ready"')) markReady();
        if (line.trim()) log(name, line);
      }
    });
  }
  return child;
}

/** Starts everything; `log(line)` receives the children's stderr lines (warnings and errors only). */
export async function startStack({ build, pushOrigin, log }) {
  ensureNodeModules();
  ensureDebianCommand('redis-server', 'redis-server');
  if (build) buildServices();
  const tmp = makeTempDir('anchor-faults-');
  const pg = { dataDir: join(tmp, 'pg'), port: await freePort() };
  const rd = { dir: join(tmp, 'redis'), port: await freePort() };
  let postgres = await startPostgres(pg);
  let redis = await startRedis(rd);
  const env = (extra) => environment(postgres, redis, pushOrigin, extra);
  const migrated = spawnSync(process.execPath, ['services/dist/migrate.js'], {
    cwd: repoRoot,
    env: env(postgres.migrationEnv),
    stdio: 'inherit',
  });
  if (migrated.status !== 0) throw new Error('migrations failed');

  const children = new Set();
  const spawnService = (file, name, extra = {}) => spawnLogged(file, name, env(extra), { children, log });
  const apiPort = await freePort();
  const api = spawnService('services/dist/main.js', 'api', { PORT: String(apiPort), HOST: '127.0.0.1' });
  const base = `http://127.0.0.1:${apiPort}`;
  await waitForHealth(base);
  let workerCount = 0;

  return {
    base,
    api,
    ownerUrl: () => postgres.ownerUrl,
    /** A worker process, once it has declared its schedulers and rebuilt Redis's work ("Worker ready"). */
    startWorker: async () => {
      const child = spawnService('services/dist/worker.js', `worker-${(workerCount += 1)}`, { LOG_LEVEL: 'log' });
      await child.ready;
      return child;
    },
    stopPostgres: () => postgres.stop(),
    startPostgres: async () => (postgres = await startPostgres(pg)),
    stopRedis: () => redis.stop(),
    startRedis: async () => (redis = await startRedis(rd)),
    flushRedis: () => redisCommand(rd.port, 'FLUSHALL'),
    redisCommand: (command) => redisCommand(rd.port, command),
    stop: async () => {
      await Promise.all([...children].map(stopChild));
      await redis.stop();
      await postgres.stop();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
