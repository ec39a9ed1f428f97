import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName, SubscriptionJob } from '@anchor/contracts';

/** Declares the hourly subscription sweep at every worker boot; upsert keeps exactly one schedule. */
@Injectable()
export class SubscriptionsScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(QueueName.subscriptions) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      SubscriptionJob.processSubscriptionBoundaries,
      { pattern: '5 * * * *' },
      { name: SubscriptionJob.processSubscriptionBoundaries },
    );
  }
}
