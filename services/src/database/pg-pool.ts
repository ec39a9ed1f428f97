import type { DataSource } from 'typeorm';

/** The part of node-postgres's pool (TypeORM's PostgresDriver#master) that the hottest reads use directly. */
export interface PgPool {
  query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * TypeORM's own pool, for the few reads on the path of most requests (the session, the settings row): one
 * statement on the pool skips the query builder, the query runner and entity mapping, which took more CPU than
 * PostgreSQL's work for a one-row read.
 */
export function pgPoolOf(dataSource: DataSource): PgPool {
  return (dataSource.driver as unknown as { master: PgPool }).master;
}
