// Runs one of the api's built administrator commands (services/dist/<name>.js), building it first when absent.
// Against `npm start`'s embedded database unless DATABASE_URL is given.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './ensure-install.mjs';

/** A built administrator command's script, built first when absent. */
export function builtCommand(name) {
  const script = join(repoRoot, 'services', 'dist', `${name}.js`);
  if (!existsSync(script)) {
    const build = spawnSync('npx nx run @anchor/services:build', {
      shell: true,
      stdio: 'inherit',
      cwd: repoRoot,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  return script;
}

/** npm start's embedded database, Redis and secrets, each replaced by the environment's when set. */
export function adminCommandEnv() {
  const secretsFile = join(repoRoot, '.data', 'secrets.json');
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://anchor_app:anchor_app@127.0.0.1:54329/anchor',
    // The owner of npm start's database, only with its DATABASE_URL (never beside another database's).
    ...(process.env.DATABASE_URL
      ? {}
      : {
          MIGRATION_DATABASE_URL: 'postgres://anchor_owner:anchor_owner@127.0.0.1:54329/anchor',
          DATABASE_APP_ROLE: 'anchor_app',
        }),
    REDIS_URL: 'redis://127.0.0.1:63790',
    ...(existsSync(secretsFile) ? JSON.parse(readFileSync(secretsFile, 'utf8')) : {}),
    ...process.env,
  };
  // Mail (the provider invitation) goes to npm start's outbox when no SMTP server is named; production refuses
  // to start with neither.
  if (!env.SMTP_URL) env.MAIL_OUTBOX_DIR ??= join(process.env.ANCHOR_DATA_DIR ?? join(repoRoot, '.data'), 'outbox');
  return env;
}

export function runAdminCommand(name) {
  const script = builtCommand(name);
  const result = spawnSync(process.execPath, [script, ...process.argv.slice(2)], {
    stdio: 'inherit',
    cwd: repoRoot,
    env: adminCommandEnv(),
  });
  process.exit(result.status ?? 1);
}
