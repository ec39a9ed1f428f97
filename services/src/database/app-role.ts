import type { DataSource } from 'typeorm';

/** Tables whose rows are never changed once written, even by the application (the provider audit trail). */
const APPEND_ONLY_TABLES = ['provider_audit_events'];

/**
 * Run by the migrate entry point, as the schema's owner, after the migrations: the application role may read
 * and write rows of every table (present and future) and use their sequences, and nothing else: no DDL, no
 * TRUNCATE, no changes to append-only tables. Idempotent.
 */
export async function grantAppRole(dataSource: DataSource, role: string): Promise<void> {
  const quoted = `"${role.replace(/"/g, '""')}"`;
  await dataSource.query(`GRANT USAGE ON SCHEMA public TO ${quoted}`);
  await dataSource.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${quoted}`);
  await dataSource.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${quoted}`);
  await dataSource.query(`REVOKE TRUNCATE, REFERENCES, TRIGGER ON ALL TABLES IN SCHEMA public FROM ${quoted}`);
  // The migrations' own bookkeeping is the owner's alone.
  await dataSource.query(`REVOKE ALL ON "migrations" FROM ${quoted}`);
  for (const table of APPEND_ONLY_TABLES) {
    const [{ exists }] = await dataSource.query(`SELECT to_regclass($1) IS NOT NULL AS exists`, [`public.${table}`]);
    if (exists) await dataSource.query(`REVOKE UPDATE, DELETE ON "${table}" FROM ${quoted}`);
  }
}
