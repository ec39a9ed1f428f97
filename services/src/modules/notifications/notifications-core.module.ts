import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '@anchor/contracts';
import { CreateNotificationUseCase } from './create-notification.use-case';
import { NotificationDeliveryEntity } from './entities/notification-delivery.entity';
import { NotificationEntity } from './entities/notification.entity';
import { PushSubscriptionEntity } from './entities/push-subscription.entity';
import { NotificationQueueService } from './notification-queue.service';
import { NotificationsService } from './notifications.service';
import { ReenqueuePendingDeliveriesUseCase } from './reenqueue-pending-deliveries.use-case';
import { WebPushSender } from './web-push.sender';

/** What the api, the worker and the modules built on notifications (reminders) use to write, read and queue them. */
@Module({
  imports: [
    TypeOrmModule.forFeature([NotificationEntity, PushSubscriptionEntity, NotificationDeliveryEntity]),
    BullModule.registerQueue({ name: QueueName.notificationDelivery }),
  ],
  providers: [
    NotificationsService,
    NotificationQueueService,
    CreateNotificationUseCase,
    ReenqueuePendingDeliveriesUseCase,
    WebPushSender,
  ],
  exports: [
    TypeOrmModule,
    BullModule,
    NotificationsService,
    NotificationQueueService,
    CreateNotificationUseCase,
    ReenqueuePendingDeliveriesUseCase,
    WebPushSender,
  ],
})
export class NotificationsCoreModule {}
