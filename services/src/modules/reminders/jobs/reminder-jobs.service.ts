import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { type MaterializeReminderPayload, QueueName, ReminderJob } from '@anchor/contracts';
import type { ReminderScheduleEntity } from '../entities/reminder-schedule.entity';
import { dailyCronPattern } from '../reminder-time';

export const SCHEDULER_ID_PREFIX = 'reminder-';

export function schedulerIdForSchedule(scheduleId: number): string {
  return `${SCHEDULER_ID_PREFIX}${scheduleId}`;
}

export function isDaily(schedule: ReminderScheduleEntity): schedule is ReminderScheduleEntity & { localTime: string } {
  return schedule.active && schedule.localTime !== null;
}

/** One BullMQ job scheduler per active daily schedule; used by the api (at once) and the worker (reconcile). */
@Injectable()
export class ReminderJobsService {
  private readonly logger = new Logger(ReminderJobsService.name);

  constructor(@InjectQueue(QueueName.reminders) readonly queue: Queue<MaterializeReminderPayload>) {}

  /** Declares or moves the scheduler of an active daily schedule, removes it otherwise. */
  async sync(schedule: ReminderScheduleEntity): Promise<void> {
    if (!isDaily(schedule)) return this.remove(schedule.id);
    await this.queue.upsertJobScheduler(
      schedulerIdForSchedule(schedule.id),
      { pattern: dailyCronPattern(schedule.localTime), tz: schedule.timeZone },
      {
        name: ReminderJob.materializeReminder,
        data: { scheduleId: schedule.id, version: schedule.version },
        opts: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 2_000 },
          removeOnComplete: 1_000,
          removeOnFail: 5_000,
        },
      },
    );
  }

  async remove(scheduleId: number): Promise<void> {
    await this.queue.removeJobScheduler(schedulerIdForSchedule(scheduleId));
  }

  /** For the api: Redis trouble must not fail a request whose PostgreSQL change is committed (reconcile repairs). */
  async syncQuietly(schedule: ReminderScheduleEntity): Promise<void> {
    await this.sync(schedule).catch((error: Error) =>
      this.logger.warn(`Scheduler of reminder ${schedule.id} not updated (reconcile will): ${error.message}`),
    );
  }

  async removeQuietly(scheduleId: number): Promise<void> {
    await this.remove(scheduleId).catch((error: Error) =>
      this.logger.warn(`Scheduler of reminder ${scheduleId} not removed (reconcile will): ${error.message}`),
    );
  }
}
