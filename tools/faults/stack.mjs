// The real stack the fault suite breaks: its own embedded PostgreSQL and redis-server on free ports with
// throw-away data (never the machine's), migrated, the built API (services/dist/main.js), built workers
// (services/dist/worker.js) and a push service stand-in. PostgreSQL and Redis can be stopped and started
// again on the same port and data, Redis flushed, a worker killed. Scaled out (`apis`, `redisCluster`): several
// API processes behind a round-robin proxy, and a 3-primary Redis Cluster instead of one redis-server.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { freePort, makeTempDir, startPostgres, startRedis, startRedisCluster } from '../infra.mjs';
import { reachableDataDir } from '../postgres-access.mjs';
import { repoRoot, stopChild, waitForHealth } from '../bench-infra.mjs';
import { ensureDebianCommand, ensureNodeModules } from '../ensure-install.mjs';
import { WORKER_NODE_ARGV } from '../worker-process.mjs';
import { startProxy } from './proxy.mjs';

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
    // The workers' BullMQ lock and stall check, and their check for a wiped Redis, in seconds rather than
    // BullMQ's 30 s (production keeps those): a killed worker's jobs come back ~12 s after its last renewal.
    // Not shorter: on a loaded machine a live worker's renewal (every half lock) can be late by seconds.
    WORKER_LOCK_MS: '10000',
    WORKER_STALLED_INTERVAL_MS: '2000',
    REDIS_LOSS_CHECK_MS: '1000',
    // Several workers on one machine: no probe port to collide on.
    WORKER_HEALTH_PORT: '0',
    ...extra,
  };
}

/**
 * A built service as a child process (`nodeArgv`: node's arguments, the script among them); its output lines go
 * to `log`; `child.ready` resolves at "Worker ready".
 */
function spawnLogged(nodeArgv, name, env, { children, log }) {
  const child = spawn(process.execPath, nodeArgv, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
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

/** The built migrations, as the schema's owner (which also grants the application role its rows). */
function migrate(env) {
  const migrated = spawnSync(process.execPath, ['services/dist/migrate.js'], { cwd: repoRoot, env, stdio: 'inherit' });
  if (migrated.status !== 0) throw new Error('migrations failed');
}

/** Waits for the API, generously (on a loaded machine it can take more than a minute); else stops all, throws. */
async function waitForApi(base, stopAll) {
  await waitForHealth(base, 240_000).catch(async (error) => {
    await stopAll();
    throw error;
  });
}

/** `serverUrl`'s role on `databaseUrl`'s database. */
function onDatabaseOf(serverUrl, databaseUrl) {
  const url = new URL(serverUrl);
  url.pathname = new URL(databaseUrl).pathname;
  return url.toString();
}

/**
 * One redis-server, or a 3-primary cluster (`cluster`). `command` sends one command: on a cluster to each node in
 * turn until one owns the key (the others answer MOVED); `flush` empties every node.
 */
async function startRedisOf(rd, cluster) {
  if (!cluster) {
    return {
      server: await startRedis(rd),
      ports: [rd.port],
      prefix: 'anchor',
      command: (command) => redisCommand(rd.port, command),
      flush: () => redisCommand(rd.port, 'FLUSHALL'),
    };
  }
  const ports = [rd.port, await freePort(), await freePort()];
  const command = async (text) => {
    for (const port of ports) {
      const answer = await redisCommand(port, text);
      if (!answer.startsWith('-MOVED')) return answer;
    }
    throw new Error(`redis ${text}: no node owns the key`);
  };
  return {
    server: await startRedisCluster({ dir: rd.dir, ports }),
    ports,
    prefix: '{anchor}',
    command,
    flush: () => Promise.all(ports.map((port) => redisCommand(port, 'FLUSHALL'))),
  };
}

/** `count` API processes; with more than one, a round-robin proxy in front of them is the base URL. */
async function startApis(count, spawnService, stopAll) {
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const children = ports.map((port, i) =>
    spawnService(['services/dist/main.js'], count > 1 ? `api-${i + 1}` : 'api', {
      PORT: String(port),
      HOST: '127.0.0.1',
    }),
  );
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  await Promise.all(bases.map((base) => waitForApi(base, stopAll)));
  const proxy = count > 1 ? await startProxy(ports) : null;
  return { api: children[0], base: proxy?.base ?? bases[0], stopProxy: () => proxy?.stop() };
}

/** Stop, start, flush and wipe of the stack's PostgreSQL and Redis; `stores` holds the running ones. */
function storeControls(stores, pg, rd) {
  return {
    ownerUrl: () => stores.postgres.ownerUrl,
    /** What the API and the workers are given as DATABASE_URL. */
    appUrl: () => stores.postgres.url,
    /** The bootstrap superuser on the product's database: sees every session's role (pg_stat_activity). */
    superuserUrl: () => onDatabaseOf(stores.postgres.adminUrl, stores.postgres.ownerUrl),
    stopPostgres: () => stores.postgres.stop(),
    /** The postmaster SIGKILLed (its data left as it was, for the caller to delete). */
    killPostgres: () => stores.postgres.kill(),
    /** The data directory, as it was when the stack started (once PostgreSQL owns it, it is 0700). */
    postgresDataDir: () => pg.dir,
    startPostgres: async () => (stores.postgres = await startPostgres(pg)),
    // Stopped and started again: a single Redis only.
    stopRedis: () => stores.redis.server.stop(),
    startRedis: async () => (stores.redis = { ...stores.redis, server: await startRedis(rd) }),
    flushRedis: () => stores.redis.flush(),
    redisCommand: (command) => stores.redis.command(command),
    /** Both stopped first: their data deleted, as on a lost server; started again, they are empty. */
    deleteData: () => {
      for (const dir of [reachableDataDir(pg.dataDir).dir, pg.dataDir, rd.dir]) {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Starts one more worker each call; resolves with its process once it is ready. */
function workerStarter(spawnService) {
  let workerCount = 0;
  return async () => {
    // debug: one line per job started, completed or failed, in .data/faults.log.
    const child = spawnService(WORKER_NODE_ARGV, `worker-${(workerCount += 1)}`, { LOG_LEVEL: 'debug' });
    await child.ready;
    return child;
  };
}

/**
 * Starts everything (the services built already): PostgreSQL and Redis together, then the API(s) and `workers` workers together (on a loaded
 * machine a Node service takes many seconds to start). `log(line)` receives the children's output lines;
 * `initialWorkers` resolves when those workers are ready. `env` adds to the services' environment,
 * `postgresFlags` to PostgreSQL's settings (at every start).
 */
export async function startStack({ pushOrigin, log, workers = 2, apis = 1, redisCluster = false, ...options }) {
  ensureNodeModules();
  ensureDebianCommand('redis-server', 'redis-server');
  const started = Date.now();
  const at = (what) => console.log(`[faults] ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const tmp = makeTempDir('anchor-faults-');
  const pg = { dataDir: join(tmp, 'pg'), port: await freePort(), flags: options.postgresFlags ?? [] };
  pg.dir = reachableDataDir(pg.dataDir).dir;
  const rd = { dir: join(tmp, 'redis'), port: await freePort() };
  const stores = {};
  [stores.postgres, stores.redis] = await Promise.all([startPostgres(pg), startRedisOf(rd, redisCluster)]);
  const clusterEnv = redisCluster ? { REDIS_CLUSTER: 'true' } : {};
  const env = (extra) =>
    environment(stores.postgres, stores.redis.server, pushOrigin, { ...clusterEnv, ...options.env, ...extra });
  migrate(env(stores.postgres.migrationEnv));
  at(`PostgreSQL and Redis${redisCluster ? ' Cluster' : ''} started, migrated`);

  const children = new Set();
  const spawnService = (nodeArgv, name, extra = {}) => spawnLogged(nodeArgv, name, env(extra), { children, log });
  const startWorker = workerStarter(spawnService);
  const initialWorkers = Promise.all(Array.from({ length: workers }, startWorker));
  initialWorkers.catch(() => undefined);
  const stopServices = () => Promise.all([...children].map(stopChild));
  const { api, base, stopProxy } = await startApis(apis, spawnService, async () => {
    await stopServices();
    await Promise.all([stores.redis.server.stop(), stores.postgres.stop()]);
  });
  at(apis > 1 ? `${apis} APIs answering behind the proxy` : 'API answering');

  return {
    base,
    api,
    redisPrefix: stores.redis.prefix,
    redisPorts: stores.redis.ports,
    ...storeControls(stores, pg, rd),
    /** A worker process, once it has declared its schedulers and rebuilt Redis's work ("Worker ready"). */
    startWorker,
    initialWorkers,
    /** What migrate and the built commands need: the services' environment with the schema owner's URL. */
    commandEnv: () => env(stores.postgres.migrationEnv),
    /** The API(s) and workers stopped (SIGTERM). */
    stopServices: async () => (await stopProxy(), await stopServices()),
    /** The API(s) started again (after stopServices); resolves with the base URL. */
    startApis: async () => (await startApis(apis, spawnService, async () => undefined)).base,
    stop: async () => {
      await stopProxy();
      await stopServices();
      await stores.redis.server.stop();
      await stores.postgres.stop();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
