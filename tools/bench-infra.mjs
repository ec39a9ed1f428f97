// What every benchmark needs before it measures: dependencies, a built services bundle, and its own
// PostgreSQL and Redis on free ports with throw-away data (never the machine's or npm start's).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianCommand, ensureNodeModules, repoRoot } from './ensure-install.mjs';

export async function startBenchInfra(name, { build = true } = {}) {
  ensureNodeModules();
  ensureDebianCommand('redis-server', 'redis-server');
  if (build) {
    spawnSync('npx nx run @anchor/services:build', {
      shell: true,
      stdio: 'inherit',
      cwd: repoRoot,
      env: { ...process.env, NX_DAEMON: 'false' },
    });
  }
  const { startPostgres, startRedis, freePort, makeTempDir } = await import('./infra.mjs');
  const tmp = makeTempDir(`anchor-${name}-`);
  const postgres = await startPostgres({ dataDir: join(tmp, 'pg'), port: await freePort() });
  const redis = await startRedis({ dir: join(tmp, 'redis'), port: await freePort() });
  return {
    postgres,
    redis,
    freePort,
    migrate: (env) =>
      spawnSync(process.execPath, ['services/dist/migrate.js'], { cwd: repoRoot, env, stdio: 'inherit' }),
    stop: async () => {
      await redis.stop();
      await postgres.stop();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
