import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { CreateNotificationUseCase, type KeyedNotification } from '../notifications/create-notification.use-case';
import { type ItemOutcome, MicroBatcher, outcomeOf } from '../notifications/micro-batcher';
import { ReminderScheduleEntity } from './entities/reminder-schedule.entity';
import { reminderContent } from './reminder-content';
import { isDaily, type MaterializeReminderPayload, ReminderJobsService } from './reminder-jobs.service';
import { localDate } from './reminder-time';

export type MaterializeResult = { created: true; notificationId: number } | { created: false; reason: string };

/** One occurrence of a schedule: the schedule as read from PostgreSQL and the instant it was due. */
export interface Occurrence {
  schedule: ReminderScheduleEntity;
  fireAt: Date;
}

interface Firing {
  payload: MaterializeReminderPayload;
  fireAt: Date;
}

/** Firings of one minute arrive together (one job each): up to this many share one read and one write. */
const FIRING_BATCH_SIZE = 200;
/** How long a firing waits for others to join its batch; short next to the seconds a minute's load takes. */
const FIRING_BATCH_WAIT_MS = 5;

/** The per-user key of one occurrence: one notification per schedule and local date, however often it fires. */
export function occurrenceKeyFor(scheduleId: number, fireAt: Date, timeZone: string): string {
  return `s${scheduleId}:${localDate(fireAt, timeZone)}`;
}

/**
 * A daily schedule fired (or is caught up): check it against PostgreSQL, write the notification for this
 * occurrence once, and enqueue its delivery. A stale firing (schedule gone, off or changed) creates nothing.
 * Firings that run at the same time are checked and written together (one SELECT, one INSERT, one addBulk).
 */
@Injectable()
export class MaterializeReminderUseCase {
  private readonly firings = new MicroBatcher<Firing, MaterializeResult>(
    (batch) => this.executeMany(batch),
    FIRING_BATCH_SIZE,
    FIRING_BATCH_WAIT_MS,
  );

  constructor(
    @InjectRepository(ReminderScheduleEntity) private readonly schedules: Repository<ReminderScheduleEntity>,
    private readonly createNotification: CreateNotificationUseCase,
    private readonly scheduler: ReminderJobsService,
  ) {}

  execute(payload: MaterializeReminderPayload, fireAt: Date): Promise<MaterializeResult> {
    return this.firings.submit({ payload, fireAt });
  }

  async materialize(schedule: ReminderScheduleEntity, fireAt: Date): Promise<MaterializeResult> {
    const [outcome] = await this.materializeMany([{ schedule, fireAt }]);
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  /** Writes each occurrence's notification (or finds it written) and enqueues the pending ones' delivery. */
  async materializeMany(occurrences: Occurrence[]): Promise<ItemOutcome<MaterializeResult>[]> {
    const prepared = occurrences.map(({ schedule, fireAt }) => outcomeOf(() => notificationFor(schedule, fireAt)));
    const valid = prepared.flatMap((outcome) => (outcome.ok ? [outcome.value] : []));
    const written = await this.createNotification.executeMany(valid);
    let next = 0;
    return prepared.map((outcome) => {
      if (!outcome.ok) return outcome;
      return { ok: true, value: { created: true, notificationId: written[next++].id } };
    });
  }

  private async executeMany(firings: Firing[]): Promise<ItemOutcome<MaterializeResult>[]> {
    const ids = [...new Set(firings.map((firing) => firing.payload.scheduleId))];
    const found = new Map((await this.schedules.findBy({ id: In(ids) })).map((schedule) => [schedule.id, schedule]));
    const current = firings.flatMap(({ payload, fireAt }) => {
      const schedule = found.get(payload.scheduleId);
      return schedule && isDaily(schedule) && schedule.version === payload.version ? [{ schedule, fireAt }] : [];
    });
    const materialized = await this.materializeMany(current);
    return Promise.all(
      firings.map(async ({ payload }): Promise<ItemOutcome<MaterializeResult>> => {
        const schedule = found.get(payload.scheduleId);
        if (schedule && isDaily(schedule)) {
          if (schedule.version !== payload.version) return stale('outdated firing');
          // Taken in firing order: map calls this synchronously, in the order `current` was built.
          return materialized.shift() ?? { ok: false, error: new Error('materialize batch lost an occurrence') };
        }
        // The api removes schedulers at once; this covers a removal that Redis missed.
        return this.scheduler.remove(payload.scheduleId).then(
          () => stale('schedule is off or gone'),
          (error: Error) => ({ ok: false, error }),
        );
      }),
    );
  }
}

function notificationFor(schedule: ReminderScheduleEntity, fireAt: Date): KeyedNotification {
  return {
    userId: schedule.userId,
    ...reminderContent(schedule, localDate(fireAt, schedule.timeZone)),
    scheduledFor: fireAt,
    scheduleId: schedule.id,
    occurrenceKey: occurrenceKeyFor(schedule.id, fireAt, schedule.timeZone),
  };
}

function stale(reason: string): ItemOutcome<MaterializeResult> {
  return { ok: true, value: { created: false, reason } };
}
