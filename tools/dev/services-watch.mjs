// The API and the worker of `npm run dev`: services/rspack.config.js in watch mode (the same bundle as
// production, so Nest keeps its decorator metadata), written to services/dist-dev/ so the production build in
// services/dist stays as it is. After every successful build the migrations run, then the API and the worker
// are started afresh from the new bundle; a build with errors leaves the running ones alone.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { WORKER_NODE_FLAGS } from '../worker-process.mjs';

const require = createRequire(import.meta.url);
const STOP_GRACE_MS = 10_000;

function devServicesConfig(repoRoot) {
  const config = require(path.join(repoRoot, 'services', 'rspack.config.js'));
  return {
    ...config,
    mode: 'development',
    output: { ...config.output, path: path.join(repoRoot, 'services', 'dist-dev') },
    devtool: 'cheap-module-source-map',
  };
}

/** Stops a child with SIGTERM (SIGKILL after the grace period) and resolves once it has exited. */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
  });
}

function runNode(args, { repoRoot, env, name, log }) {
  const child = spawn(process.execPath, ['--enable-source-maps', ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A crash is fixed by the next save, which starts it again: the rest keeps running meanwhile.
  child.once('exit', (code, signal) => {
    if (name && code !== 0 && signal === null)
      log(`the ${name} exited with code ${code}; save a fix to start it again`);
  });
  return child;
}

function migrate(options) {
  const child = runNode(['services/dist-dev/migrate.js'], options);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code === 0)));
}

/**
 * @param {object} options
 * @param {string} options.repoRoot
 * @param {NodeJS.ProcessEnv} options.env the API's and the worker's environment
 * @param {(message: string) => void} options.log
 * @param {() => void} [options.onRestarted] called each time a new API and worker have been started
 * @returns {{ stop: () => Promise<void>, pids: () => number[] }}
 */
export function watchServices({ repoRoot, env, log, onRestarted }) {
  const running = { api: null, worker: null };
  let stopped = false;
  let restart = Promise.resolve();

  const restartFromBundle = async () => {
    await Promise.all(Object.values(running).filter(Boolean).map(stopChild));
    if (stopped) return;
    if (!(await migrate({ repoRoot, env }))) return log('the migrations failed: the API and the worker wait for a fix');
    if (stopped) return;
    running.api = runNode(['services/dist-dev/main.js'], { repoRoot, env, name: 'api', log });
    running.worker = runNode([...WORKER_NODE_FLAGS, 'services/dist-dev/worker.js'], {
      repoRoot,
      env,
      name: 'worker',
      log,
    });
    onRestarted?.();
  };

  const compiler = rspack(devServicesConfig(repoRoot));
  const watching = compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
    if (error || stats.hasErrors()) {
      log(
        `services build failed; the running API and worker stay:\n${error?.message ?? stats.toString('errors-only')}`,
      );
      return;
    }
    log('services built: (re)starting the API and the worker…');
    restart = restart.then(restartFromBundle);
  });

  return {
    pids: () =>
      Object.values(running)
        .filter((child) => child && child.exitCode === null)
        .map((c) => c.pid),
    stop: async () => {
      stopped = true;
      await new Promise((resolve) => watching.close(resolve));
      await restart;
      await Promise.all(Object.values(running).filter(Boolean).map(stopChild));
    },
  };
}
