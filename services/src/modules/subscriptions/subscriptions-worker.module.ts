import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '@anchor/contracts';
import { SubscriptionBoundariesProcessor } from './subscription-boundaries.processor';
import { SubscriptionLifecycleModule } from './subscription-lifecycle.module';
import { SubscriptionsScheduler } from './subscriptions.scheduler';

/** Worker side of subscriptions: the hourly boundary sweep. */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.subscriptions }), SubscriptionLifecycleModule],
  providers: [SubscriptionBoundariesProcessor, SubscriptionsScheduler],
})
export class SubscriptionsWorkerModule {}
