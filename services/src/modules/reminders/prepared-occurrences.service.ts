import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { NotificationQueueService } from '../notifications/notification-queue.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { ReminderScheduleEntity } from './entities/reminder-schedule.entity';
import { PREPARE_AHEAD_MS, runInsideLookAhead } from './jobs/prepare-ahead';
import { isDaily } from './jobs/reminder-jobs.service';
import { MaterializeOccurrencesUseCase } from './use-cases/materialize-occurrences.use-case';

/**
 * Keeps the occurrences written ahead of their time (PREPARE_AHEAD_MS) in step with a schedule that changes in that
 * last stretch: the copy prepared from the old schedule is withdrawn in the change's transaction, and after the
 * commit the changed schedule's own occurrence is written if it falls inside the look-ahead (its scheduler, just
 * moved, would only fire for the next day).
 */
@Injectable()
export class PreparedOccurrencesService {
  private readonly logger = new Logger(PreparedOccurrencesService.name);

  constructor(
    private readonly notifications: NotificationsService,
    private readonly deliveries: NotificationQueueService,
    private readonly materializeOccurrences: MaterializeOccurrencesUseCase,
    private readonly clock: Clock,
  ) {}

  /** Inside the change's transaction: deletes the pending occurrences of these schedules due within the look-ahead. */
  withdraw(manager: EntityManager, scheduleIds: number[]): Promise<number[]> {
    const now = this.clock.now();
    const until = new Date(now.getTime() + PREPARE_AHEAD_MS);
    return this.notifications.withdrawPendingOfSchedulesDue(scheduleIds, now, until, manager);
  }

  /** After commit: drops the withdrawn notifications' jobs and prepared pushes, and prepares the changed schedules. */
  async afterChange(schedules: ReminderScheduleEntity[], withdrawn: number[]): Promise<void> {
    await Promise.all(withdrawn.map((id) => this.deliveries.remove(id)));
    const now = this.clock.now();
    const upcoming = schedules.filter(isDaily).flatMap((schedule) => {
      const fireAt = runInsideLookAhead(schedule, now);
      return fireAt ? [{ schedule, fireAt }] : [];
    });
    if (upcoming.length === 0) return;
    // The change is committed: trouble here only delays this occurrence until the next reconcile catches it up.
    const outcomes = await this.materializeOccurrences
      .execute(upcoming)
      .catch((error: Error) => [{ ok: false as const, error }]);
    for (const outcome of outcomes) {
      if (!outcome.ok) this.logger.warn(`Upcoming reminder not prepared (reconcile will): ${outcome.error.message}`);
    }
  }
}
