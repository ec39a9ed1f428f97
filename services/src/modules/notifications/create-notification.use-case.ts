import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { NotificationData, NotificationType } from '@anchor/contracts';
import { Notification } from './entities/notification.entity';
import { NotificationQueueService } from './notification-queue.service';

export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  data: NotificationData;
  /** When it should reach the user; null for "now" (send-immediate). */
  scheduledFor: Date | null;
  scheduleId?: number | null;
  /** Unique per user: a second create with the same key returns the first row and creates nothing. */
  occurrenceKey?: string | null;
}

/** Writes the notification row (the fact) and then enqueues its delivery (the work). */
@Injectable()
export class CreateNotificationUseCase {
  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly queue: NotificationQueueService,
  ) {}

  async execute(input: NewNotification): Promise<Notification> {
    const notification = await this.insert(this.notifications.manager, input);
    if (notification.status === 'pending') await this.queue.enqueue(notification.id, notification.scheduledFor);
    return notification;
  }

  /** Inside a caller's transaction; the caller enqueues after commit (`enqueueAfterCommit`). */
  async insert(manager: EntityManager, input: NewNotification): Promise<Notification> {
    const repository = manager.getRepository(Notification);
    const result = await repository
      .createQueryBuilder()
      .insert()
      .values({
        userId: input.userId,
        type: input.type,
        title: input.title,
        message: input.message,
        data: JSON.stringify(input.data),
        scheduled: input.scheduledFor !== null,
        scheduledFor: input.scheduledFor,
        scheduleId: input.scheduleId ?? null,
        occurrenceKey: input.occurrenceKey ?? null,
      })
      .orIgnore()
      .execute();
    const id = (result.identifiers[0] as { id?: number } | undefined)?.id;
    if (id !== undefined) return repository.findOneByOrFail({ id });
    return repository.findOneByOrFail({ userId: input.userId, occurrenceKey: input.occurrenceKey ?? undefined });
  }

  async enqueueAfterCommit(notification: Notification): Promise<void> {
    if (notification.status === 'pending') await this.queue.enqueue(notification.id, notification.scheduledFor);
  }
}
