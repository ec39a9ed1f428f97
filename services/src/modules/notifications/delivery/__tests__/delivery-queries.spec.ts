import type { Queryable } from '../../../../database/queryable';
import {
  claimDeliveries,
  claimDueDeliveries,
  deletePushSubscription,
  dropClaimedDeliveries,
  markNotificationFailed,
  markNotificationsSent,
  pendingNotificationIds,
  pendingWithWebTargets,
  recordPushAnswers,
  renewHolds,
  releaseNotificationsForRetry,
} from '../delivery.queries';

/**
 * The delivery statements carry the exactly-once guarantees (a claim held by one delivery, a push answer recorded
 * before anything else, pending -> sent at most once). Their SQL, as each function sends it to PostgreSQL with its
 * parameters, is kept in the snapshot beside this file: a change to a statement fails here until the snapshot is
 * updated (`-u`) and the change is reviewed with it.
 */
describe('the SQL of the delivery statements', () => {
  const now = new Date('2026-01-05T08:00:00.000Z');
  const later = new Date('2026-01-05T08:00:30.000Z');

  /** Runs one query function on a connection that records what it is sent. */
  async function sent(run: (db: Queryable) => Promise<unknown>): Promise<{ sql: string; parameters: unknown[] }[]> {
    const statements: { sql: string; parameters: unknown[] }[] = [];
    const db: Queryable = {
      query: <T>(sql: string, parameters?: unknown[]) => {
        statements.push({ sql, parameters: parameters ?? [] });
        return Promise.resolve([] as T);
      },
    };
    await run(db);
    return statements;
  }

  const statements: Record<string, (db: Queryable) => Promise<unknown>> = {
    'claim notifications for their own jobs': (db) =>
      claimDeliveries(db, { ids: [7, 8], kinds: ['web'], now, holdUntil: later, holders: ['deliver-7', 'deliver-8'] }),
    'claim the due notifications for a batch': (db) =>
      claimDueDeliveries(db, {
        limit: 100,
        kinds: ['web', 'native'],
        now,
        holdUntil: later,
        holder: 'due-1',
        dueBy: now,
        takeBack: true,
      }),
    'find which notifications are still pending and held': (db) => pendingNotificationIds(db, [7, 8], 'due-1'),
    'renew the holds of notifications in hand': (db) => renewHolds(db, [7, 8], ['due-1', 'notification-8'], later),
    'record push answers': (db) =>
      recordPushAnswers(db, [
        { notificationId: 7, subscriptionId: 3, failure: null },
        { notificationId: 8, subscriptionId: 4, failure: 'HTTP 503' },
      ]),
    'mark notifications sent': (db) => markNotificationsSent(db, [7, 8], now),
    'mark a notification failed': (db) => markNotificationFailed(db, 7, 'Push delivery failed'),
    'release notifications for a retry': (db) => releaseNotificationsForRetry(db, [7], 'Push delivery failed'),
    'drop the claimed deliveries of a notification not to be pushed': (db) => dropClaimedDeliveries(db, 7),
    'delete a gone push subscription': (db) => deletePushSubscription(db, 3, 'https://push.example/abc'),
    'read pending notifications to prepare their pushes': (db) => pendingWithWebTargets(db, [7, 8]),
  };

  it.each(Object.keys(statements))('%s', async (name) => {
    const [statement, ...more] = await sent(statements[name]);
    expect(more).toEqual([]);
    expect(statement).toMatchSnapshot();
  });
});
