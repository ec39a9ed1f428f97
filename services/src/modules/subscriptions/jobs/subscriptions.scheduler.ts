import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName, SubscriptionJob } from '@anchor/contracts';

/** Sweep trial and period boundaries at five past every hour. */
export const PROCESS_SUBSCRIPTION_BOUNDARIES_CRON = '5 * * * *';

/** Declares the hourly subscription sweep at every worker boot; upsert keeps exactly one schedule. */
@Injectable()
export class SubscriptionsScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(QueueName.subscriptions) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      SubscriptionJob.processSubscriptionBoundaries,
      { pattern: PROCESS_SUBSCRIPTION_BOUNDARIES_CRON },
      { name: SubscriptionJob.processSubscriptionBoundaries },
    );
  }
}
