import type { EntityManager } from 'typeorm';

/**
 * What a `*.queries.ts` function runs its raw SQL on: the DataSource, a repository, or the EntityManager of the
 * caller's transaction (so the statement joins it).
 */
export type Queryable = Pick<EntityManager, 'query'>;
