import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { descendantsOf, isRunning } from './process-tree';

const repoRoot = path.join(__dirname, '..', '..');
const READY = /ready in [\d.]+ s[\s\S]*Press Ctrl-C to stop/;

/** The URL printed on the table line that starts with `label`. */
function urlOf(output: string, label: string): string {
  const line = output.split('\n').find((candidate) => candidate.trim().startsWith(label));
  const url = line?.match(/http:\/\/localhost:\d+\S*/)?.[0];
  if (!url) throw new Error(`no URL for "${label}" in:\n${output}`);
  return url;
}

function waitForReady(child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready within ${timeoutMs} ms:\n${output()}`)), timeoutMs);
    child.stdout?.on('data', () => {
      if (!READY.test(output())) return;
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`npm run dev exited before it was ready:\n${output()}`));
    });
  });
}

describe('npm run dev (tools/dev.mjs)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'anchor-dev-'));
  const relocationRoot = mkdtempSync(path.join(tmpdir(), 'anchor-dev-relocated-'));
  chmodSync(relocationRoot, 0o755);
  let dev: ChildProcess | undefined;
  let started: number[] = [];

  afterAll(async () => {
    // After a failure: stop what is still running, so that no PostgreSQL, Redis or API outlives the test.
    if (dev && dev.exitCode === null && dev.signalCode === null) {
      started = [...started, ...descendantsOf(dev.pid as number)];
      dev.kill('SIGINT');
      await Promise.race([once(dev, 'exit'), sleep(20_000)]);
    }
    for (const pid of started.filter(isRunning)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(relocationRoot, { recursive: true, force: true });
  }, 30_000);

  it('serves the shell and a remote from dev servers, proxies /api/health, and stops every child on SIGINT', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ANCHOR_DATA_DIR: dataDir,
      ANCHOR_POSTGRES_RELOCATION_ROOT: relocationRoot,
    };
    // Its own embedded services, not the test run's.
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'PUBLIC_URL', 'PORT']) delete env[name];
    let output = '';
    dev = spawn(process.execPath, ['tools/dev.mjs'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForReady(dev, () => output, 150_000);
    const shell = urlOf(output, 'Anchor');
    const remoteEntry = urlOf(output, 'remote mf-mindfulness');

    const page = await fetch(`${shell}/auth`);
    const mapping = (await (await fetch(`${shell}/remotes.json`)).json()) as Record<string, string>;
    const entry = await fetch(remoteEntry);
    const health = await fetch(`${shell}/api/health`);

    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
    expect(mapping.mf_mindfulness).toBe(remoteEntry.replace('remoteEntry.js', 'mf-manifest.json'));
    expect(entry.status).toBe(200);
    expect(await entry.text()).toContain('mf_mindfulness');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    // As `kill -INT <pid>` would: the signal reaches tools/dev.mjs only, which stops what it started.
    started = descendantsOf(dev.pid as number);
    const exited = once(dev, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    dev.kill('SIGINT');
    const [code] = await exited;

    expect(code).toBe(0);
    // The API, the worker, redis-server and the PostgreSQL postmaster with its own processes.
    expect(started.length).toBeGreaterThanOrEqual(4);
    expect(started.filter(isRunning)).toEqual([]);
  }, 200_000);
});
