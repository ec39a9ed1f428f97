import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '@anchor/contracts';
import { CreateNotificationUseCase } from './create-notification.use-case';
import { NotificationDelivery } from './entities/notification-delivery.entity';
import { Notification } from './entities/notification.entity';
import { PushSubscription } from './entities/push-subscription.entity';
import { NotificationQueueService } from './notification-queue.service';
import { WebPushSender } from './web-push.sender';

/** What both the api and the worker need to write notifications and queue their delivery. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Notification, PushSubscription, NotificationDelivery]),
    BullModule.registerQueue({ name: QueueName.notificationDelivery }),
  ],
  providers: [NotificationQueueService, CreateNotificationUseCase, WebPushSender],
  exports: [TypeOrmModule, BullModule, NotificationQueueService, CreateNotificationUseCase, WebPushSender],
})
export class NotificationsCoreModule {}
