import { Injectable } from '@nestjs/common';
import type { NotificationData, ScheduleNotificationRequest, SendImmediateRequest } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { notBefore } from '../reminders/reminder-time';
import { ScheduleOneOffReminderUseCase } from '../reminders/schedule-one-off-reminder.use-case';
import { CreateNotificationUseCase } from './create-notification.use-case';
import type { Notification } from './entities/notification.entity';

/** The spec's two client calls: a notification now (through the queue) or at a later instant. */
@Injectable()
export class SendNotificationUseCase {
  constructor(
    private readonly createNotification: CreateNotificationUseCase,
    private readonly scheduleOneOff: ScheduleOneOffReminderUseCase,
    private readonly clock: Clock,
  ) {}

  now(userId: number, request: SendImmediateRequest): Promise<Notification> {
    return this.createNotification.execute({
      userId,
      type: request.type,
      title: request.title,
      message: request.body,
      data: (request.data ?? {}) as NotificationData,
      scheduledFor: null,
    });
  }

  /** A time earlier than now moves to the next day (spec part 1 section 4). */
  schedule(userId: number, request: ScheduleNotificationRequest): Promise<Notification> {
    const runAt = notBefore(new Date(request.scheduled), this.clock.now());
    const data = (request.data ?? {}) as NotificationData;
    return this.scheduleOneOff.execute({
      userId,
      runAt,
      content: { type: request.type, title: request.title, message: request.body, data },
    });
  }
}
