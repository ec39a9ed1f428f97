import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ReminderJob } from '@anchor/contracts';
import { type AppConfig, APP_CONFIG } from '../../../config';
import { ReconcileSchedulesUseCase } from '../use-cases/reconcile-schedules.use-case';
import { ReminderJobsService } from './reminder-jobs.service';

/**
 * Rebuild Redis's reminder work from PostgreSQL every 5 minutes, half a minute past (cron with seconds): reminders
 * fall due, and the next minute's are prepared, on the minute, and a rebuild of every schedule then would compete
 * with them.
 */
export const RECONCILE_SCHEDULES_CRON = '30 */5 * * * *';
/** Look for due monthly assessment reminders at the top of every hour. */
export const SWEEP_ASSESSMENT_REMINDERS_CRON = '0 * * * *';

const SENTINEL = 'reminders:declared';

/**
 * At worker start: declares the periodic reconcile (every 5 minutes) and the hourly assessment sweep, then
 * rebuilds every reminder scheduler and pending delivery from PostgreSQL. A sentinel key is checked every
 * few seconds: when Redis comes back empty, the same rebuild runs again without a restart.
 */
@Injectable()
export class RemindersScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RemindersScheduler.name);
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly scheduler: ReminderJobsService,
    private readonly reconcile: ReconcileSchedulesUseCase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.declareAndReconcile();
    // REDIS_LOSS_CHECK_MS (15 s by default): a wiped Redis loses the periodic jobs too.
    this.timer = setInterval(() => void this.checkRedis(), this.config.workerTiming.redisLossCheckMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async declareAndReconcile(): Promise<void> {
    const queue = this.scheduler.queue;
    await queue.upsertJobScheduler(
      ReminderJob.reconcileSchedules,
      { pattern: RECONCILE_SCHEDULES_CRON },
      { name: ReminderJob.reconcileSchedules },
    );
    await queue.upsertJobScheduler(
      ReminderJob.sweepAssessmentReminders,
      { pattern: SWEEP_ASSESSMENT_REMINDERS_CRON },
      { name: ReminderJob.sweepAssessmentReminders },
    );
    await this.reconcile.execute();
    const client = await queue.client;
    await client.set(this.sentinelKey(), '1');
  }

  /** Exposed for tests: the watcher's one step. */
  async checkRedis(): Promise<boolean> {
    if (this.running) return false;
    this.running = true;
    try {
      const client = await this.scheduler.queue.client;
      if ((await client.get(this.sentinelKey())) !== null) return false;
      this.logger.warn('Redis lost its reminder state: rebuilding from PostgreSQL');
      await this.declareAndReconcile();
      return true;
    } catch (error) {
      this.logger.warn(`Redis check failed: ${(error as Error).message}`);
      return false;
    } finally {
      this.running = false;
    }
  }

  private sentinelKey(): string {
    return `${this.scheduler.queue.opts.prefix ?? 'bull'}:${SENTINEL}`;
  }
}
