import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DAILY_REMINDERS, type NotificationData, type ScheduleNotificationRequest } from '@anchor/contracts';
import { Clock } from '../../../common/clock';
import type { NotificationEntity } from '../../notifications/entities/notification.entity';
import { ReminderScheduleEntity } from '../entities/reminder-schedule.entity';
import { notBefore } from '../reminder-time';
import { occurrenceKeyFor } from './materialize-occurrences.use-case';
import { type OneOffReminder, ScheduleOneOffReminderUseCase } from './schedule-one-off-reminder.use-case';

export interface ScheduleNotificationInput {
  userId: number;
  request: ScheduleNotificationRequest;
}

/** The daily kind a one-off stands for: its notification type and data are that kind's (the Settings Schedule button). */
function dailyKindOf(type: string, data: NotificationData) {
  return DAILY_REMINDERS.find(
    (row) => row.notificationType === type && Object.entries(row.data).every(([key, value]) => data[key] === value),
  );
}

/** A notification at a later instant (a one-off reminder). A time already past moves to the same time next day. */
@Injectable()
export class ScheduleNotificationUseCase {
  constructor(
    private readonly scheduleOneOff: ScheduleOneOffReminderUseCase,
    @InjectRepository(ReminderScheduleEntity) private readonly schedules: Repository<ReminderScheduleEntity>,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, request }: ScheduleNotificationInput): Promise<NotificationEntity> {
    const runAt = notBefore(new Date(request.scheduled), this.clock.now());
    const data = (request.data ?? {}) as NotificationData;
    return this.scheduleOneOff.execute({
      userId,
      runAt,
      content: { type: request.type, title: request.title, message: request.body, data },
      ...(await this.dailyOccurrence(userId, request.type, data, runAt)),
    });
  }

  /**
   * A one-off of a daily kind (a daily mood check) is that day's occurrence of the person's daily schedule of that
   * kind: it takes the daily schedule's key (one per local date), so whichever of the two is written first is the
   * only row, and the person gets it once that day. Without such a daily schedule it is a plain one-off.
   */
  private async dailyOccurrence(
    userId: number,
    type: string,
    data: NotificationData,
    runAt: Date,
  ): Promise<Pick<OneOffReminder, 'scheduleId' | 'occurrenceKey'>> {
    const kind = dailyKindOf(type, data)?.kind;
    if (!kind) return {};
    const daily = await this.schedules.findOneBy({ userId, kind });
    if (!daily || daily.localTime === null) return {};
    return { scheduleId: daily.id, occurrenceKey: occurrenceKeyFor(daily.id, runAt, daily.timeZone) };
  }
}
