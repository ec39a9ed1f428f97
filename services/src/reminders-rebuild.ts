import 'reflect-metadata';
import { queueRoot } from './common/queue-connection.module';
import { RedisModule } from './common/redis.module';
import { RemindersScheduler } from './modules/reminders/jobs/reminders.scheduler';
import { RemindersCoreModule } from './modules/reminders/reminders-core.module';
import { ReconcileSchedulesUseCase } from './modules/reminders/use-cases/reconcile-schedules.use-case';
import { adminContext } from './admin-context';
import { runCommand } from './run-command';

/**
 * `node services/dist/reminders-rebuild.js` (run by `npm run restore`): Redis's reminder work rebuilt from
 * PostgreSQL, as a worker does at start: the periodic jobs declared, one scheduler per active daily schedule,
 * missed occurrences within the catch-up window, a delivery job for every pending notification. Idempotent.
 */
async function main(): Promise<void> {
  // The scheduler's bootstrap hook does the rebuild (declareAndReconcile), exactly as at a worker's start.
  const app = await adminContext({
    imports: [RedisModule, queueRoot({ maxRetriesPerRequest: null }), RemindersCoreModule],
    providers: [ReconcileSchedulesUseCase, RemindersScheduler],
  });
  await app.close();
  console.log("Redis's reminder work was rebuilt from PostgreSQL.");
}

runCommand(main);
