import { Module } from '@nestjs/common';
import { DeliverDueNotificationsUseCase } from './delivery/deliver-due-notifications.use-case';
import { DeliverNotificationUseCase } from './delivery/deliver-notification.use-case';
import { NATIVE_PUSH_PROVIDER } from './delivery/native-push.provider';
import { NotificationPusher } from './delivery/notification-pusher';
import { NotificationDeliveryProcessor } from './jobs/notification-delivery.processor';
import { NotificationsCoreModule } from './notifications-core.module';

/**
 * The worker side of notifications: a delivery job per notification, batch jobs per due instant (in-app and web
 * push), one NotificationPusher shared by both. PushPreferences comes from OnboardingWorkerModule (global).
 */
@Module({
  imports: [NotificationsCoreModule],
  providers: [
    // No native push provider ships (APNs/FCM need credentials): bind one here to push to device tokens.
    { provide: NATIVE_PUSH_PROVIDER, useValue: null },
    NotificationPusher,
    DeliverNotificationUseCase,
    DeliverDueNotificationsUseCase,
    NotificationDeliveryProcessor,
  ],
})
export class NotificationsWorkerModule {}
