import { Module } from '@nestjs/common';
import { DeliverNotificationUseCase } from './delivery/deliver-notification.use-case';
import { NotificationDeliveryProcessor } from './jobs/notification-delivery.processor';
import { NotificationsCoreModule } from './notifications-core.module';

/** The worker side of notifications: one delivery job per notification (in-app and web push). */
@Module({
  imports: [NotificationsCoreModule],
  providers: [DeliverNotificationUseCase, NotificationDeliveryProcessor],
})
export class NotificationsWorkerModule {}
