import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CreateNotificationUseCase } from '../notifications/create-notification.use-case';
import { ReminderSchedule } from './entities/reminder-schedule.entity';
import { reminderContent } from './reminder-content';
import { isDaily, type MaterializeReminderPayload, ReminderSchedulerService } from './reminder-scheduler.service';
import { localDate } from './reminder-time';

export type MaterializeResult = { created: true; notificationId: number } | { created: false; reason: string };

/** The per-user key of one occurrence: one notification per schedule and local date, however often it fires. */
export function occurrenceKeyFor(scheduleId: number, fireAt: Date, timeZone: string): string {
  return `s${scheduleId}:${localDate(fireAt, timeZone)}`;
}

/**
 * A daily schedule fired (or is caught up): check it against PostgreSQL, write the notification for this
 * occurrence once, and enqueue its delivery. A stale firing (schedule gone, off or changed) creates nothing.
 */
@Injectable()
export class MaterializeReminderUseCase {
  constructor(
    @InjectRepository(ReminderSchedule) private readonly schedules: Repository<ReminderSchedule>,
    private readonly createNotification: CreateNotificationUseCase,
    private readonly scheduler: ReminderSchedulerService,
  ) {}

  async execute(payload: MaterializeReminderPayload, fireAt: Date): Promise<MaterializeResult> {
    const schedule = await this.schedules.findOneBy({ id: payload.scheduleId });
    if (!schedule || !isDaily(schedule)) {
      // The api removes schedulers at once; this covers a removal that Redis missed.
      await this.scheduler.remove(payload.scheduleId);
      return { created: false, reason: 'schedule is off or gone' };
    }
    if (schedule.version !== payload.version) return { created: false, reason: 'outdated firing' };
    return this.materialize(schedule, fireAt);
  }

  async materialize(schedule: ReminderSchedule, fireAt: Date): Promise<MaterializeResult> {
    const date = localDate(fireAt, schedule.timeZone);
    const notification = await this.createNotification.execute({
      userId: schedule.userId,
      ...reminderContent(schedule, date),
      scheduledFor: fireAt,
      scheduleId: schedule.id,
      occurrenceKey: occurrenceKeyFor(schedule.id, fireAt, schedule.timeZone),
    });
    return { created: true, notificationId: notification.id };
  }
}
