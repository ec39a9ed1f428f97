import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { MaintenanceJob, QueueName } from '@anchor/contracts';

/** Purge expired sessions at the top of every hour. */
export const PURGE_EXPIRED_SESSIONS_CRON = '0 * * * *';

/** Declares the maintenance jobs at every worker boot; upsert keeps exactly one schedule each. */
@Injectable()
export class MaintenanceScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(QueueName.maintenance) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      MaintenanceJob.purgeExpiredSessions,
      { pattern: PURGE_EXPIRED_SESSIONS_CRON },
      { name: MaintenanceJob.purgeExpiredSessions },
    );
  }
}
