import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock';
import { NotificationsService } from '../../notifications/notifications.service';
import { ReenqueuePendingDeliveriesUseCase } from '../../notifications/use-cases/reenqueue-pending-deliveries.use-case';
import { ReminderScheduleEntity } from '../entities/reminder-schedule.entity';
import { MaterializeOccurrencesUseCase, occurrenceKeyFor } from './materialize-occurrences.use-case';
import {
  isDaily,
  ReminderJobsService,
  SCHEDULER_ID_PREFIX,
  schedulerIdForSchedule,
} from '../jobs/reminder-jobs.service';
import { withReconcileLock } from '../jobs/reconcile-lock';
import { runInsideLookAhead } from '../jobs/prepare-ahead';
import { dailyCronPattern, nextDailyRun, previousDailyRun } from '../reminder-time';

/** An occurrence missed while Redis or the worker was down is still sent if it is at most this old. */
export const CATCH_UP_WINDOW_MS = 2 * 60 * 60 * 1000;
const BATCH = 200;

export interface ReconcileReport {
  schedulersUpserted: number;
  schedulersRemoved: number;
  caughtUp: number;
  reenqueued: number;
}

/**
 * Rebuilds the work in Redis from the facts in PostgreSQL: one scheduler per active daily schedule (none
 * other), occurrences missed within the catch-up window, and a delivery job for every pending notification.
 * Idempotent: safe at every worker start, every few minutes, and after Redis lost its data.
 */
@Injectable()
export class ReconcileSchedulesUseCase {
  private readonly logger = new Logger(ReconcileSchedulesUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scheduler: ReminderJobsService,
    private readonly materializeOccurrences: MaterializeOccurrencesUseCase,
    private readonly notifications: NotificationsService,
    private readonly reenqueuePendingDeliveries: ReenqueuePendingDeliveriesUseCase,
    private readonly clock: Clock,
  ) {}

  /** One worker at a time (withReconcileLock): a second one waits, then finds the work done. */
  execute(): Promise<ReconcileReport> {
    return withReconcileLock(this.scheduler.queue, () => this.reconcile());
  }

  private async reconcile(): Promise<ReconcileReport> {
    const schedules = (await this.dataSource.getRepository(ReminderScheduleEntity).findBy({ active: true })).filter(
      isDaily,
    );
    const report = await this.syncSchedulers(schedules);
    report.caughtUp = await this.catchUp(schedules);
    report.reenqueued = await this.reenqueuePendingDeliveries.execute();
    if (report.schedulersUpserted + report.schedulersRemoved + report.caughtUp + report.reenqueued > 0) {
      this.logger.log(`Reconciled: ${JSON.stringify(report)}`);
    }
    return report;
  }

  private async syncSchedulers(schedules: ReminderScheduleEntity[]): Promise<ReconcileReport> {
    const existing = new Map<string, { pattern?: string | null; tz?: string | null; version?: unknown }>();
    for (const found of await this.scheduler.queue.getJobSchedulers(0, -1)) {
      existing.set(found.key, { pattern: found.pattern, tz: found.tz, version: found.template?.data?.version });
    }
    const wanted = new Set<string>();
    const stale = schedules.filter((schedule) => {
      const id = schedulerIdForSchedule(schedule.id);
      wanted.add(id);
      const current = existing.get(id);
      return (
        !current ||
        current.pattern !== dailyCronPattern(schedule.localTime ?? '') ||
        current.tz !== schedule.timeZone ||
        current.version !== schedule.version
      );
    });
    for (let i = 0; i < stale.length; i += BATCH) {
      await Promise.all(stale.slice(i, i + BATCH).map((schedule) => this.scheduler.sync(schedule)));
    }
    const orphans = [...existing.keys()].filter((key) => key.startsWith(SCHEDULER_ID_PREFIX) && !wanted.has(key));
    await Promise.all(orphans.map((key) => this.scheduler.queue.removeJobScheduler(key)));
    return { schedulersUpserted: stale.length, schedulersRemoved: orphans.length, caughtUp: 0, reenqueued: 0 };
  }

  /**
   * Occurrences never written: the latest of each schedule, if recent and after the schedule took effect (missed
   * while Redis or the worker was down), and the next one when it is already inside the look-ahead (its scheduler
   * has moved past it: declared late, or Redis came back empty).
   */
  private async catchUp(schedules: (ReminderScheduleEntity & { localTime: string })[]): Promise<number> {
    const now = this.clock.now();
    // Many schedules share a time and zone: their runs are computed once (cron-parser with tz is slow).
    const previousRun = sharedRuns(previousDailyRun);
    const nextRun = sharedRuns(nextDailyRun);
    const candidates = schedules
      .flatMap((schedule) => {
        const previous = previousRun(schedule.localTime, schedule.timeZone, now);
        const missed = previous >= schedule.effectiveFrom && now.getTime() - previous.getTime() <= CATCH_UP_WINDOW_MS;
        const upcoming = runInsideLookAhead(schedule, now, nextRun);
        return [...(missed ? [previous] : []), ...(upcoming ? [upcoming] : [])].map((fireAt) => ({ schedule, fireAt }));
      })
      .map((candidate) => ({
        ...candidate,
        key: occurrenceKeyFor(candidate.schedule.id, candidate.fireAt, candidate.schedule.timeZone),
      }));
    if (candidates.length === 0) return 0;
    const done = await this.notifications.writtenOccurrenceKeys(
      candidates.map((candidate) => candidate.schedule.id),
      candidates.map((candidate) => candidate.key),
    );
    const missed = candidates.filter((candidate) => !done.has(candidate.key));
    for (let i = 0; i < missed.length; i += BATCH) {
      const outcomes = await this.materializeOccurrences.execute(missed.slice(i, i + BATCH));
      const failed = outcomes.find((outcome) => !outcome.ok);
      if (failed && !failed.ok) throw failed.error;
    }
    return missed.length;
  }
}

/** `run` remembered per time of day and zone, for one instant. */
function sharedRuns(run: (localTime: string, timeZone: string, at: Date) => Date) {
  const known = new Map<string, Date>();
  return (localTime: string, timeZone: string, at: Date): Date => {
    const key = `${localTime}|${timeZone}`;
    let found = known.get(key);
    if (!found) known.set(key, (found = run(localTime, timeZone, at)));
    return found;
  };
}
