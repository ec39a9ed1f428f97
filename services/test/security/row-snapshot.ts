import type { DataSource } from 'typeorm';

/** Row count of every table in the public schema (migrations bookkeeping left out). */
export async function rowCounts(dataSource: DataSource): Promise<Record<string, number>> {
  const tables: { table_name: string }[] = await dataSource.query(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    counts[table] = Number((await dataSource.query(`SELECT count(*) AS n FROM "${table}"`))[0].n);
  }
  return counts;
}

/** How many rows differ in count between two snapshots. */
export function rowsChanged(before: Record<string, number>, after: Record<string, number>): number {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  let changed = 0;
  for (const table of tables) changed += Math.abs((after[table] ?? 0) - (before[table] ?? 0));
  return changed;
}

async function tablesWithUserId(dataSource: DataSource): Promise<string[]> {
  const rows: { table_name: string }[] = await dataSource.query(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'user_id' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** Every row the user owns (any table with a user_id), as text: equal fingerprints mean nothing of theirs changed. */
export async function userRowsFingerprint(dataSource: DataSource, userId: number): Promise<string> {
  const parts: string[] = [];
  for (const table of await tablesWithUserId(dataSource)) {
    const rows: { row: string }[] = await dataSource.query(
      `SELECT row_to_json(t)::text AS row FROM "${table}" t WHERE user_id = $1 ORDER BY 1`,
      [userId],
    );
    parts.push(`${table}:${rows.map((r) => r.row).join('|')}`);
  }
  return parts.join('\n');
}

/** The ids (integers and UUIDs) of every row the user owns: what another user will try on each `:id` route. */
export async function userRowIds(dataSource: DataSource, userId: number): Promise<string[]> {
  const ids = new Set<string>();
  for (const table of await tablesWithUserId(dataSource)) {
    const hasId: unknown[] = await dataSource.query(
      `SELECT 1 FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = $1 AND column_name = 'id' AND data_type IN ('integer', 'bigint', 'uuid')`,
      [table],
    );
    if (hasId.length === 0) continue;
    const rows: { id: string }[] = await dataSource.query(`SELECT id FROM "${table}" WHERE user_id = $1`, [userId]);
    for (const row of rows) ids.add(String(row.id));
  }
  return [...ids].sort();
}
