import type { ObjectLiteral, Repository } from 'typeorm';

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
 * of its own: a pooled query without TypeORM's query runner, query builder and entity hydration.
 */
export function poolOf(repository: Repository<ObjectLiteral>): PgPool {
  return (repository.manager.connection.driver as unknown as { master: PgPool }).master;
}
