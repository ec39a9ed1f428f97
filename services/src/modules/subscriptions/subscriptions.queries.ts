import { Brackets, type EntityManager } from 'typeorm';
import type { Queryable } from '../../database/queryable';
import type { SubscriptionStatus } from '@anchor/contracts';
import { SubscriptionEntity } from './entities/subscription.entity';

// The SQL and query builders of the subscriptions and payment_events tables; use-cases call them.

/** Records a processor event's id; false when it was recorded before (the event is a duplicate). */
export async function recordPaymentEventOnce(db: Queryable, eventId: string, type: string): Promise<boolean> {
  const inserted: unknown[] = await db.query(
    `INSERT INTO payment_events (event_id, type) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
    [eventId, type],
  );
  return inserted.length > 0;
}

/**
 * Up to `limit` subscriptions, in id order, whose boundary has passed by `now`: a period end in one of
 * `periodStatuses`, or a pause's end.
 */
export async function subscriptionIdsAtBoundary(
  manager: EntityManager,
  now: Date,
  periodStatuses: readonly SubscriptionStatus[],
  limit: number,
): Promise<number[]> {
  const due = await manager
    .getRepository(SubscriptionEntity)
    .createQueryBuilder('s')
    .select('s.id')
    .where(
      new Brackets((where) =>
        where
          .where('s.status IN (:...statuses) AND s.currentPeriodEnd <= :now', { statuses: periodStatuses })
          .orWhere(`s.status = 'paused' AND s.pausedUntil <= :now`),
      ),
    )
    .setParameter('now', now)
    .orderBy('s.id')
    .limit(limit)
    .getMany();
  return due.map((row) => row.id);
}
