// Backup and restore themselves, for `npm run backup`, `npm run restore` and the restore drill of the fault suite.
// Both connect as the schema's owner (MIGRATION_DATABASE_URL; npm start's anchor_owner).
import { spawnSync } from 'node:child_process';
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot } from '../ensure-install.mjs';
import { streamDump, verifyBackup, writeBackup } from './backup-archive.mjs';
import {
  codeSchemaTimestamp,
  hasSchema,
  openSnapshot,
  restoreSequences,
  rowCounts,
  schemaVersion,
  tablesWithRows,
} from './database.mjs';
import { dumpTables, loadTables } from './table-copy.mjs';
import { PassThrough } from 'node:stream';

/** The schema owner's URL: backup and restore read and write every table as it. */
export function ownerUrlOf(env) {
  if (!env.MIGRATION_DATABASE_URL) {
    throw new Error(
      'MIGRATION_DATABASE_URL is not set: give the URL of the role that owns the schema (as for migrate).',
    );
  }
  return env.MIGRATION_DATABASE_URL;
}

async function connected(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Writes `file` (encrypted) and `file.manifest.json` (plain: time, schema version, row counts; no health data) from
 * one consistent snapshot of the database. Resolves with the manifest and the file's size.
 */
export async function createBackup({ ownerUrl, file, backupKey }) {
  const started = Date.now();
  const manifest = await connected(ownerUrl, async (client) => {
    try {
      const { layout, manifest } = await openSnapshot(client);
      await writeBackup(file, backupKey, manifest, dumpTables(client, layout));
      return manifest;
    } catch (error) {
      rmSync(file, { force: true });
      throw error;
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
    }
  });
  writeFileSync(`${file}.manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return { manifest, bytes: statSync(file).size, ms: Date.now() - started };
}

/** The built migrations (services/dist/migrate.js) as the owner; they also grant the application role its rows. */
export function migrateSchema(env) {
  const result = spawnSync(process.execPath, [join(repoRoot, 'services', 'dist', 'migrate.js')], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`The migrations failed: ${(result.stderr || result.stdout).trim()}`);
}

const emptyItFirst = (tables) =>
  new Error(
    `The database is not empty (rows in ${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', …' : ''}): ` +
      'restore writes only into an empty database. Stop Anchor, then drop and create it again as the superuser ' +
      '(DROP DATABASE anchor; CREATE DATABASE anchor;), or for npm start remove .data/postgres, start once and stop.',
  );

function differences(expected, actual) {
  return Object.keys({ ...expected, ...actual })
    .filter((table) => (expected[table] ?? 0) !== (actual[table] ?? 0))
    .map((table) => `${table}: ${actual[table] ?? 0} of ${expected[table] ?? 0}`);
}

/**
 * Restores `file` into the empty database at `ownerUrl`: checks the tag before writing anything, builds the schema
 * with the migrations (`migrationEnv`), loads every table in one transaction and commits only when each table's row
 * count is the manifest's. Resolves with the manifest and timings.
 */
export async function restoreBackup({ ownerUrl, file, backupKey, migrationEnv }) {
  const started = Date.now();
  const manifest = await verifyBackup(file, backupKey);
  const verifiedMs = Date.now() - started;
  const codeVersion = codeSchemaTimestamp();
  if (manifest.schemaVersion.timestamp !== codeVersion) {
    throw new Error(
      `The backup is of schema ${manifest.schemaVersion.name}; this checkout's newest migration is ${codeVersion}: ` +
        'restore with the release that made the backup, then upgrade.',
    );
  }
  await connected(ownerUrl, async (client) => {
    if (await hasSchema(client)) {
      const filled = await tablesWithRows(client);
      if (filled.length) throw emptyItFirst(filled);
      if ((await schemaVersion(client)).timestamp !== codeVersion) {
        throw new Error('The empty database has another schema version: drop and create it again, then restore.');
      }
    } else {
      migrateSchema(migrationEnv);
    }
  });
  await connected(ownerUrl, async (client) => {
    await client.query('BEGIN');
    try {
      const dump = new PassThrough();
      const streamed = streamDump(file, backupKey, dump);
      await Promise.all([streamed, loadTables(client, dump)]);
      await restoreSequences(client, manifest.sequences);
      const mismatched = differences(manifest.rowCounts, await rowCounts(client, Object.keys(manifest.rowCounts)));
      if (mismatched.length) throw new Error(`Row counts differ from the manifest: ${mismatched.join('; ')}.`);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
  return { manifest, verifiedMs, ms: Date.now() - started };
}
