import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePortForTest } from '@anchor/services/test/test-env';
import { childrenOf, isRunning } from './process-tree';

const repoRoot = path.join(__dirname, '..', '..');

/** What git sees changed in the checkout (tools/tree-status.mjs does the same for npm test). */
const gitStatus = () =>
  spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: repoRoot, encoding: 'utf8' }).stdout;

function answersOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function waitForOutput(child: ChildProcess, output: () => string, pattern: RegExp, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output()}`)), timeoutMs);
    const check = () => {
      if (!pattern.test(output())) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', check);
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`npm start exited before ${pattern}:\n${output()}`));
    });
  });
}

describe('npm start (tools/start.mjs) stopping', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'anchor-start-stop-'));
  const relocationRoot = mkdtempSync(path.join(tmpdir(), 'anchor-start-relocated-'));
  chmodSync(relocationRoot, 0o755);
  let start: ChildProcess | undefined;
  let started: number[] = [];

  afterAll(async () => {
    // After a failure: stop what is still running, so that no PostgreSQL or Redis outlives the test.
    if (start && start.exitCode === null && start.signalCode === null) {
      const exited = once(start, 'exit');
      start.kill('SIGINT');
      await Promise.race([exited, sleep(20_000)]);
    }
    for (const pid of started.filter(isRunning)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
    start?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(relocationRoot, { recursive: true, force: true });
  }, 30_000);

  it('on SIGINT to it alone, keeps PostgreSQL while the API drains, then stops everything it started and exits 0', async () => {
    const [port, portalPort, postgresPort, redisPort] = await Promise.all([1, 2, 3, 4].map(() => freePortForTest()));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      PROVIDER_PORTAL_PORT: String(portalPort),
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      EMBEDDED_REDIS_PORT: String(redisPort),
      ANCHOR_DATA_DIR: dataDir,
      ANCHOR_POSTGRES_RELOCATION_ROOT: relocationRoot,
    };
    // Its own embedded services and production mode, not the test run's.
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'PUBLIC_URL']) delete env[name];
    const treeBefore = gitStatus();
    let output = '';
    start = spawn(process.execPath, ['tools/start.mjs'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    start.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    start.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForOutput(start, () => output, /Anchor is running at/, 280_000);
    started = childrenOf(start.pid as number);
    const exited = once(start, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    // A request still arriving: the API finishes it before it stops, and needs PostgreSQL until then.
    const inFlight = createConnection({ port, host: '127.0.0.1' });
    await once(inFlight, 'connect');
    inFlight.write('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n');
    inFlight.write('Content-Length: 64\r\n\r\n{"username":');
    await sleep(200);

    // As `kill -INT <pid>` or a process manager would: the signal reaches start.mjs only, not its children.
    start.kill('SIGINT');
    await sleep(1_500);
    const whileDraining = { running: isRunning(start.pid as number), postgres: await answersOn(postgresPort) };
    inFlight.destroy();
    const [code] = await exited;

    expect(whileDraining).toEqual({ running: true, postgres: true });
    expect(code).toBe(0);
    // API, worker, portal, redis-server and the PostgreSQL postmaster, all started by it.
    expect(started.length).toBeGreaterThanOrEqual(5);
    expect(started.filter(isRunning)).toEqual([]);
    const answering = await Promise.all([port, portalPort, postgresPort, redisPort].map(answersOn));
    expect(answering).toEqual([false, false, false, false]);
    // Install, build, start and stop leave the checkout as git had it (no rewritten lock, no stray file).
    expect(gitStatus()).toBe(treeBefore);
  }, 300_000);
});
