import { DataSource, type ObjectLiteral, type Repository } from 'typeorm';

/** The part of node-postgres's pool used on its own: a statement, optionally named (prepared once per connection). */
export interface PgPool {
  query<R = Record<string, unknown>>(statement: {
    name?: string;
    text: string;
    values: unknown[];
  }): Promise<{ rows: R[] }>;
}

/**
 * node-postgres's pool behind TypeORM's connection (PostgresDriver#master), for a hot path that sends statements
 * of its own (the session on every request, the settings row, the chat's reads and writes): one pooled statement
 * skips TypeORM's query runner, query builder and entity hydration, which took more CPU than PostgreSQL's work for
 * a one-row read. Name a statement that runs often: it is then prepared once per connection.
 */
export function poolOf(source: DataSource | Repository<ObjectLiteral>): PgPool {
  const dataSource = source instanceof DataSource ? source : source.manager.connection;
  return (dataSource.driver as unknown as { master: PgPool }).master;
}
