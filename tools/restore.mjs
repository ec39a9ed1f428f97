// `npm run restore <file>`: restores a backup made by `npm run backup` into an empty database (refusing any other),
// then rebuilds Redis's reminder work from PostgreSQL. Same configuration as `npm run backup`, plus DATABASE_URL
// and REDIS_URL for the rebuild (npm start's by default). Start the API and workers once it has finished.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { adminCommandEnv, builtCommand } from './admin-command.mjs';
import { parseBackupKey } from './backup/backup-archive.mjs';
import { ownerUrlOf, restoreBackup } from './backup/backup-run.mjs';
import { repoRoot } from './ensure-install.mjs';

/** The built rebuild command; resolves when Redis holds the reminder work again. */
export function rebuildReminderWork(env) {
  const result = spawnSync(process.execPath, [builtCommand('reminders-rebuild')], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`Rebuilding the reminder work failed: ${(result.stderr || result.stdout).trim()}`);
}

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npm run restore -- <backup file>');
  const env = adminCommandEnv();
  const backupKey = parseBackupKey(env.BACKUP_KEY, env.DATA_ENCRYPTION_KEY);
  builtCommand('migrate');
  const { manifest, ms } = await restoreBackup({
    ownerUrl: ownerUrlOf(env),
    file: resolve(file),
    backupKey,
    migrationEnv: env,
  });
  rebuildReminderWork(env);
  const rows = Object.values(manifest.rowCounts).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored ${rows} rows from the backup of ${manifest.createdAt} in ${ms} ms; every table's count matches.`,
  );
  console.log("Redis's reminder work is rebuilt: start the API and the workers.");
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
