import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { NotificationData, ScheduleNotificationRequest } from '@anchor/contracts';
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

/** The data a client sends with a one-off mood check that stands for the daily one (the Settings Schedule button). */
const DAILY_MOOD_CHECK = 'daily_mood';

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
   * A one-off daily mood check is that day's occurrence of the person's daily mood check: it takes the daily
   * schedule's key (one per local date), so whichever of the two is written first is the only row, and the
   * person gets one mood check that day. Without a daily mood check it is a plain one-off.
   */
  private async dailyOccurrence(
    userId: number,
    type: string,
    data: NotificationData,
    runAt: Date,
  ): Promise<Pick<OneOffReminder, 'scheduleId' | 'occurrenceKey'>> {
    if (type !== 'mood_check' || data.checkType !== DAILY_MOOD_CHECK) return {};
    const daily = await this.schedules.findOneBy({ userId, kind: 'mood_check' });
    if (!daily || daily.localTime === null) return {};
    return { scheduleId: daily.id, occurrenceKey: occurrenceKeyFor(daily.id, runAt, daily.timeZone) };
  }
}
