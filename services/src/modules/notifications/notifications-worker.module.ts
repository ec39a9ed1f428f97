import { Module } from '@nestjs/common';
import { DeliverDueNotificationsUseCase } from './delivery/deliver-due-notifications.use-case';
import { DeliverNotificationUseCase } from './delivery/deliver-notification.use-case';
import { NotificationDeliveryProcessor } from './jobs/notification-delivery.processor';
import { NotificationsCoreModule } from './notifications-core.module';

/** The worker side of notifications: a delivery job per notification, batch jobs per due instant (in-app and web push). */
@Module({
  imports: [NotificationsCoreModule],
  providers: [DeliverNotificationUseCase, DeliverDueNotificationsUseCase, NotificationDeliveryProcessor],
})
export class NotificationsWorkerModule {}
