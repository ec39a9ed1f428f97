import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '@anchor/contracts';
import { SubscriptionLifecycleModule } from './subscription-lifecycle.module';
import { SubscriptionsProcessor } from './jobs/subscriptions.processor';
import { SubscriptionsScheduler } from './jobs/subscriptions.scheduler';

/** Worker side of subscriptions: the hourly boundary sweep. */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.subscriptions }), SubscriptionLifecycleModule],
  providers: [SubscriptionsProcessor, SubscriptionsScheduler],
})
export class SubscriptionsWorkerModule {}
