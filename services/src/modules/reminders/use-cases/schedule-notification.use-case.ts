import { Injectable } from '@nestjs/common';
import type { NotificationData, ScheduleNotificationRequest } from '@anchor/contracts';
import { Clock } from '../../../common/clock';
import type { NotificationEntity } from '../../notifications/entities/notification.entity';
import { notBefore } from '../reminder-time';
import { ScheduleOneOffReminderUseCase } from './schedule-one-off-reminder.use-case';

export interface ScheduleNotificationInput {
  userId: number;
  request: ScheduleNotificationRequest;
}

/** A notification at a later instant (a one-off reminder). A time already past moves to the same time next day. */
@Injectable()
export class ScheduleNotificationUseCase {
  constructor(
    private readonly scheduleOneOff: ScheduleOneOffReminderUseCase,
    private readonly clock: Clock,
  ) {}

  execute({ userId, request }: ScheduleNotificationInput): Promise<NotificationEntity> {
    const runAt = notBefore(new Date(request.scheduled), this.clock.now());
    const data = (request.data ?? {}) as NotificationData;
    return this.scheduleOneOff.execute({
      userId,
      runAt,
      content: { type: request.type, title: request.title, message: request.body, data },
    });
  }
}
