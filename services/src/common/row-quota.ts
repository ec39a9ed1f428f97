import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { ApiException } from './api-error';

/** A per-person bound on the rows of a table that would otherwise grow without end. */
export interface RowQuota {
  entity: EntityTarget<ObjectLiteral>;
  limit: number;
  /** What the rows are, for the sentence: "check-ins", "journal entries". */
  noun: string;
}

/** True when the person already holds as many rows as the quota allows. */
export async function isFull(manager: EntityManager, quota: RowQuota, userId: number): Promise<boolean> {
  return (await manager.getRepository(quota.entity).countBy({ userId })) >= quota.limit;
}

/** Refuses one more row with a 400 sentence naming `field` when the person holds the most the quota allows. */
export async function refuseWhenFull(
  manager: EntityManager,
  quota: RowQuota,
  userId: number,
  field: string,
): Promise<void> {
  if (!(await isFull(manager, quota, userId))) return;
  const limit = quota.limit.toLocaleString('en-US');
  throw new ApiException(
    400,
    `${field}: Anchor keeps up to ${limit} ${quota.noun} for each person, and you have reached that. Nothing was saved.`,
    { field },
  );
}
