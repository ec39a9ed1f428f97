// What backup and restore ask PostgreSQL: the tables (parents before children), their copied columns, row counts
// and sequences, all read inside one snapshot; whether a database is empty; the schema version it is at.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../ensure-install.mjs';

/** The migrations' own bookkeeping: rebuilt by the migrations at restore, never copied. */
const MIGRATIONS_TABLE = 'migrations';

async function tableNames(client) {
  const { rows } = await client.query(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> $1 ORDER BY table_name`,
    [MIGRATIONS_TABLE],
  );
  return rows.map((row) => row.name);
}

/** `tables` with every table after the ones its foreign keys point at (a table referring to itself is fine). */
async function parentsFirst(client, tables) {
  const { rows } = await client.query(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent FROM pg_constraint c
      JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const unquote = (name) => name.replace(/^"|"$/g, '');
  const ordered = [];
  const visit = (table, path) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const { parent } of rows.filter((row) => unquote(row.child) === table)) {
      if (unquote(parent) !== table) visit(unquote(parent), [...path, table]);
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/** Columns COPY can write back: generated ones are computed again. */
async function copiedColumns(client, table) {
  const { rows } = await client.query(
    `SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.name);
}

export async function rowCounts(client, tables) {
  const counts = {};
  for (const table of tables) {
    counts[table] = Number((await client.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n);
  }
  return counts;
}

async function schemaVersion(client) {
  const { rows } = await client.query(
    `SELECT name, timestamp FROM "${MIGRATIONS_TABLE}" ORDER BY timestamp DESC LIMIT 1`,
  );
  if (!rows.length) throw new Error('The database has no migrations applied: there is nothing to back up.');
  return { name: rows[0].name, timestamp: Number(rows[0].timestamp) };
}

/**
 * Opens a read-only REPEATABLE READ transaction on `client` (the caller ends it) and describes the database as that
 * snapshot sees it: what the manifest records and what the dump copies.
 */
export async function openSnapshot(client) {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  const tables = await parentsFirst(client, await tableNames(client));
  const layout = [];
  for (const table of tables) layout.push({ table, columns: await copiedColumns(client, table) });
  const { rows: sequences } = await client.query(
    `SELECT sequencename AS name, last_value AS "lastValue" FROM pg_sequences WHERE schemaname = 'public'`,
  );
  return {
    layout,
    manifest: {
      format: 'anchor-backup-1',
      createdAt: new Date().toISOString(),
      schemaVersion: await schemaVersion(client),
      rowCounts: await rowCounts(client, tables),
      sequences: sequences.map((s) => ({ name: s.name, lastValue: s.lastValue === null ? null : String(s.lastValue) })),
    },
  };
}

/** Tables that hold rows; none means the database is empty (no schema yet, or a freshly migrated one). */
export async function tablesWithRows(client) {
  const counts = await rowCounts(client, await tableNames(client));
  return Object.keys(counts).filter((table) => counts[table] > 0);
}

export async function hasSchema(client) {
  const { rows } = await client.query(`SELECT to_regclass('public.${MIGRATIONS_TABLE}') IS NOT NULL AS present`);
  return rows[0].present ? (await client.query(`SELECT 1 FROM "${MIGRATIONS_TABLE}" LIMIT 1`)).rowCount > 0 : false;
}

export { schemaVersion };

/** The newest migration this checkout has (its file name starts with the migration's timestamp). */
export function codeSchemaTimestamp() {
  const dir = join(repoRoot, 'services', 'src', 'database', 'migrations');
  const stamps = readdirSync(dir)
    .map((file) => /^(\d{13})-/.exec(file)?.[1])
    .filter(Boolean)
    .map(Number);
  return Math.max(...stamps);
}

/** Each sequence where it was, so the next row gets the next id rather than one already restored. */
export async function restoreSequences(client, sequences) {
  for (const { name, lastValue } of sequences) {
    if (lastValue !== null)
      await client.query(`SELECT setval($1::regclass, $2::bigint, true)`, [`"${name}"`, lastValue]);
  }
}
