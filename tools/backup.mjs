// `npm run backup [-- <folder>]`: a consistent, compressed, encrypted copy of Anchor's PostgreSQL database in
// <folder> (default .data/backups), with its manifest beside it. Against npm start's embedded database unless
// MIGRATION_DATABASE_URL (the schema owner's URL) is given; encrypted with BACKUP_KEY, never the data key.
// Production adds continuous WAL archiving (docs/operations.md, "Backups and disaster recovery").
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { adminCommandEnv } from './admin-command.mjs';
import { parseBackupKey } from './backup/backup-archive.mjs';
import { createBackup, ownerUrlOf } from './backup/backup-run.mjs';
import { repoRoot } from './ensure-install.mjs';

async function main() {
  const env = adminCommandEnv();
  const backupKey = parseBackupKey(env.BACKUP_KEY, env.DATA_ENCRYPTION_KEY);
  const folder = resolve(process.argv[2] ?? join(repoRoot, '.data', 'backups'));
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = join(folder, `anchor-${new Date().toISOString().replace(/[:.]/g, '-')}.backup`);
  const { manifest, bytes, ms } = await createBackup({ ownerUrl: ownerUrlOf(env), file, backupKey });
  const rows = Object.values(manifest.rowCounts).reduce((sum, n) => sum + n, 0);
  const tables = Object.keys(manifest.rowCounts).length;
  console.log(`Backup written: ${file} (${(bytes / 1024).toFixed(0)} KiB, ${rows} rows in ${tables} tables, ${ms} ms)`);
  console.log(`Manifest: ${file}.manifest.json (schema ${manifest.schemaVersion.name})`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
