import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '@anchor/contracts';
import { CreateNotificationBatchUseCase } from './use-cases/create-notification-batch.use-case';
import { CreateNotificationUseCase } from './use-cases/create-notification.use-case';
import { NotificationDeliveryEntity } from './entities/notification-delivery.entity';
import { NotificationEntity } from './entities/notification.entity';
import { PushSubscriptionEntity } from './entities/push-subscription.entity';
import { NotificationQueueService } from './notification-queue.service';
import { NotificationRowsService } from './notification-rows.service';
import { NotificationsService } from './notifications.service';
import { ReenqueuePendingDeliveriesUseCase } from './use-cases/reenqueue-pending-deliveries.use-case';
import { WebPushSender } from './delivery/web-push.sender';
import { PreparedPushStore } from './delivery/prepared-push.store';
import { PreparePushesUseCase } from './delivery/prepare-pushes.use-case';

/** What the api, the worker and the modules built on notifications (reminders) use to write, read and queue them. */
@Module({
  imports: [
    TypeOrmModule.forFeature([NotificationEntity, PushSubscriptionEntity, NotificationDeliveryEntity]),
    BullModule.registerQueue({ name: QueueName.notificationDelivery }),
  ],
  providers: [
    NotificationsService,
    NotificationQueueService,
    NotificationRowsService,
    CreateNotificationUseCase,
    CreateNotificationBatchUseCase,
    ReenqueuePendingDeliveriesUseCase,
    WebPushSender,
    PreparedPushStore,
    PreparePushesUseCase,
  ],
  exports: [
    TypeOrmModule,
    BullModule,
    NotificationsService,
    NotificationQueueService,
    NotificationRowsService,
    CreateNotificationUseCase,
    CreateNotificationBatchUseCase,
    ReenqueuePendingDeliveriesUseCase,
    WebPushSender,
    PreparedPushStore,
  ],
})
export class NotificationsCoreModule {}
