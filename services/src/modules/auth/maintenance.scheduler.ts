import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { MaintenanceJob, QueueName } from '@anchor/contracts';

/** Declares the hourly session purge at every worker boot; upsert keeps exactly one schedule. */
@Injectable()
export class MaintenanceScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(QueueName.maintenance) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      MaintenanceJob.purgeExpiredSessions,
      { pattern: '0 * * * *' },
      { name: MaintenanceJob.purgeExpiredSessions },
    );
  }
}
