import { Module } from '@nestjs/common';
import { SubscriptionLifecycleModule } from './subscription-lifecycle.module';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [SubscriptionLifecycleModule],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
