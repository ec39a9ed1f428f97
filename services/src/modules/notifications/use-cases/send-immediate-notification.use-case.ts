import { Injectable } from '@nestjs/common';
import type { NotificationData, SendImmediateRequest } from '@anchor/contracts';
import { CreateNotificationUseCase } from './create-notification.use-case';
import type { NotificationEntity } from '../entities/notification.entity';

export interface SendImmediateNotificationInput {
  userId: number;
  request: SendImmediateRequest;
}

/** A notification for now: written, then delivered through the queue like every other. */
@Injectable()
export class SendImmediateNotificationUseCase {
  constructor(private readonly createNotification: CreateNotificationUseCase) {}

  execute({ userId, request }: SendImmediateNotificationInput): Promise<NotificationEntity> {
    return this.createNotification.execute({
      userId,
      type: request.type,
      title: request.title,
      message: request.body,
      data: (request.data ?? {}) as NotificationData,
      scheduledFor: null,
    });
  }
}
