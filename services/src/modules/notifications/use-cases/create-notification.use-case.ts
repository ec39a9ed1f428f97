import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { NotificationEntity } from '../entities/notification.entity';
import { NotificationQueueService } from '../notification-queue.service';
import { type NewNotification, NotificationRowsService } from '../notification-rows.service';

/** Writes the notification row (the fact) and then enqueues its delivery (the work). */
@Injectable()
export class CreateNotificationUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rows: NotificationRowsService,
    private readonly queue: NotificationQueueService,
  ) {}

  async execute(input: NewNotification): Promise<NotificationEntity> {
    const notification = await this.rows.insert(input, this.dataSource.manager);
    await this.queue.enqueuePending(notification);
    return notification;
  }
}
