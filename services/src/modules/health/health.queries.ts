import type { Queryable } from '../../database/queryable';

/** The readiness check's round trip to PostgreSQL: it touches no table. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
