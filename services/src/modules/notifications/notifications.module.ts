import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';
import { NotificationsCoreModule } from './notifications-core.module';
import { PushSubscriptionsController } from './push-subscriptions.controller';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { SendImmediateNotificationUseCase } from './use-cases/send-immediate-notification.use-case';

/** The api's notification calls: the in-app list, read marks, send-immediate and push subscriptions. */
@Module({
  imports: [NotificationsCoreModule],
  controllers: [NotificationsController, PushSubscriptionsController],
  providers: [SendImmediateNotificationUseCase, PushSubscriptionsService],
})
export class NotificationsModule {}
