// Embedded PostgreSQL and a private redis-server for `npm start` and the integration tests.
// Both run on their own ports and never touch a system PostgreSQL (5432) or Redis (6379).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import databaseRoles from './database-roles.cjs';
import { loadEmbeddedPostgres, reachableDataDir } from './postgres-access.mjs';

const { APP_ROLE, OWNER_ROLE, ensureDatabaseRoles, roleUrl } = databaseRoles;

/** A TCP port nobody listens on right now. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function assertPortFree(port, what) {
  await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () => reject(new Error(`Port ${port} is already in use: cannot start ${what} there`)));
    server.listen(port, '127.0.0.1', () => server.close(resolve));
  });
}

/**
 * A throw-away folder for test and benchmark servers. mkdtemp makes it 0700; it is ours, so it is opened to
 * traversal (not listing) for the `postgres` OS user that embedded PostgreSQL runs as under root.
 */
export function makeTempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o711);
  return dir;
}

function once(fn) {
  let promise;
  return () => (promise ??= fn());
}

// Tests throw their data away: a server that never waits for the disk (no fsync, no full-page images) makes
// every CREATE DATABASE ... TEMPLATE, DROP DATABASE and commit cheaper. A crash of the process loses nothing
// (the OS still holds the writes); only a crash of the machine could, and then the data is gone anyway.
const THROW_AWAY_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

/** `database` and its roles, made on a server that lacks them. */
async function ensureDatabase(port, adminUrl, database) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
  const superuserUrl = `postgres://anchor:anchor@127.0.0.1:${port}/${database}`;
  const owner = new pg.Client({ connectionString: superuserUrl });
  await owner.connect();
  try {
    await ensureDatabaseRoles(owner, database);
  } finally {
    await owner.end();
  }
}

/** The postmaster SIGKILLed, as when its machine is lost; the server's `stop` then has nothing left to stop. */
async function killPostmaster(server) {
  const postmaster = server.process;
  if (postmaster && postmaster.exitCode === null && postmaster.signalCode === null) {
    const exited = new Promise((resolve) => postmaster.once('exit', resolve));
    postmaster.kill('SIGKILL');
    await exited;
  }
  server.process = undefined;
}

/**
 * Starts (initialising on first use) an embedded PostgreSQL; returns URLs to `database` and to the server.
 * `throwAway: true` is for test data only (see THROW_AWAY_FLAGS); `npm start`, benches and the fault suite keep
 * PostgreSQL's durable defaults. `flags`: more server settings (`-c name=value`), e.g. WAL archiving.
 */
export async function startPostgres({
  dataDir,
  port,
  database = 'anchor',
  packagesFrom,
  throwAway = false,
  flags = [],
}) {
  await assertPortFree(port, 'PostgreSQL');
  mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const databaseDir = reachableDataDir(dataDir).dir;
  const EmbeddedPostgres = await loadEmbeddedPostgres({ packagesFrom });
  const logs = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'anchor',
    password: 'anchor',
    port,
    persistent: true,
    createPostgresUser: true,
    // TCP on 127.0.0.1 only; no Unix socket, so nothing clashes with a system PostgreSQL.
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...(throwAway ? THROW_AWAY_FLAGS : []),
      ...flags,
    ],
    onLog: (message) => logs.push(String(message)),
    onError: (message) => logs.push(String(message)),
  });
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    const detail = error?.message || logs.slice(-5).join(' ').trim();
    throw new Error(`PostgreSQL did not start on port ${port}: ${detail || 'see its data dir for logs'}`);
  }
  const adminUrl = `postgres://anchor:anchor@127.0.0.1:${port}/postgres`;
  await ensureDatabase(port, adminUrl, database);
  const stop = once(() => server.stop());
  const ownerUrl = roleUrl(adminUrl, OWNER_ROLE, database);
  // url: what the api and worker use (rows only); migrationEnv: what services/dist/migrate.js needs besides.
  return {
    url: roleUrl(adminUrl, APP_ROLE, database),
    ownerUrl,
    adminUrl,
    migrationEnv: { MIGRATION_DATABASE_URL: ownerUrl, DATABASE_APP_ROLE: APP_ROLE },
    stop,
    kill: once(() => killPostmaster(server)),
  };
}

function redisPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let reply = '';
    socket.setTimeout(500);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) {
        socket.destroy();
        resolve(reply.startsWith('+PONG'));
      }
    });
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(false));
  });
}

/** Spawns Debian's redis-server with persistence and no eviction (BullMQ needs both); `extraArgs` besides. */
export async function startRedis({ dir, port, extraArgs = [] }) {
  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error('redis-server is not installed: run "apt-get install -y redis-server" (Debian)');
  }
  await assertPortFree(port, 'Redis');
  const redisDir = path.resolve(dir);
  mkdirSync(redisDir, { recursive: true });
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', redisDir, '--appendonly', 'yes'];
  args.push('--maxmemory-policy', 'noeviction', '--save', '', '--daemonize', 'no', ...extraArgs);
  const child = spawn('redis-server', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let exited = false;
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exitedPromise = new Promise((resolve) => child.once('exit', () => ((exited = true), resolve())));
  for (let attempt = 0; attempt < 100 && !exited; attempt += 1) {
    if (await redisPing(port)) {
      const stop = once(async () => {
        if (!exited) child.kill('SIGTERM');
        await exitedPromise;
      });
      return { url: `redis://127.0.0.1:${port}`, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}: ${stderr.trim() || 'no answer to PING'}`);
}

/**
 * A Redis Cluster of `ports.length` primaries (no replicas) on loopback, each node a redis-server as above in
 * `dir/<port>`, its slots spread by `redis-cli --cluster create`. Resolves once every node reports the cluster
 * ok; `url` names the first node (the others are discovered from it).
 */
export async function startRedisCluster({ dir, ports }) {
  const nodes = await Promise.all(
    ports.map((port) =>
      startRedis({
        dir: path.join(dir, String(port)),
        port,
        extraArgs: [
          '--cluster-enabled',
          'yes',
          '--cluster-config-file',
          'nodes.conf',
          '--cluster-node-timeout',
          '5000',
        ],
      }),
    ),
  );
  const stop = once(() => Promise.all(nodes.map((node) => node.stop())));
  const create = spawnSync(
    'redis-cli',
    ['--cluster', 'create', ...ports.map((port) => `127.0.0.1:${port}`), '--cluster-replicas', '0', '--cluster-yes'],
    { encoding: 'utf8' },
  );
  if (create.status !== 0) {
    await stop();
    throw new Error(`redis-cli --cluster create failed: ${create.stderr || create.stdout}`);
  }
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const states = ports.map((port) => spawnSync('redis-cli', ['-p', String(port), 'cluster', 'info']).stdout);
    if (states.every((info) => String(info).includes('cluster_state:ok'))) {
      return { url: `redis://127.0.0.1:${ports[0]}`, ports, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('Redis Cluster did not reach cluster_state:ok');
}
