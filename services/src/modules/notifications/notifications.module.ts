import { Module } from '@nestjs/common';
import { RemindersCoreModule } from '../reminders/reminders-core.module';
import { NotificationActionUseCase } from './notification-action.use-case';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { PushSubscriptionsController } from './push-subscriptions.controller';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { SendNotificationUseCase } from './send-notification.use-case';

/** The api's notification calls (in-app list, actions, schedule, send-immediate, push subscriptions). */
@Module({
  imports: [RemindersCoreModule],
  controllers: [NotificationsController, PushSubscriptionsController],
  providers: [NotificationsService, NotificationActionUseCase, SendNotificationUseCase, PushSubscriptionsService],
})
export class NotificationsModule {}
