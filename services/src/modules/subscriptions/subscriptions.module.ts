import { Module } from '@nestjs/common';
import { UsersCoreModule } from '../users/users-core.module';
import { SubscriptionLifecycleModule } from './subscription-lifecycle.module';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [SubscriptionLifecycleModule, UsersCoreModule],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
