import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { MaterializeReminderPayload } from '@anchor/contracts';
import { type ItemOutcome, MicroBatcher } from '../../../common/micro-batcher';
import { ReminderScheduleEntity } from '../entities/reminder-schedule.entity';
import { MaterializeOccurrencesUseCase, type MaterializeResult } from './materialize-occurrences.use-case';
import { isDaily, ReminderJobsService } from '../jobs/reminder-jobs.service';
import { occurrenceOfFiring } from '../jobs/prepare-ahead';

/** One firing of a schedule's job: its data and the instant it was due to fire (ahead of the occurrence). */
export interface Firing {
  payload: MaterializeReminderPayload;
  firedAt: Date;
}

/** Firings of one minute arrive together (one job each): up to this many share one read and one write. */
const FIRING_BATCH_SIZE = 200;
/** How long a firing waits for others to join its batch; short next to the seconds a minute's load takes. */
const FIRING_BATCH_WAIT_MS = 5;

/**
 * A daily schedule fired (ahead of its time, or late when caught up): check it against PostgreSQL, write the
 * notification for the occurrence it fired for once, and enqueue its delivery at the occurrence's time. A stale firing (schedule gone, off or changed) creates nothing.
 * Firings that run at the same time are checked and written together (one SELECT, one INSERT, one addBulk).
 */
@Injectable()
export class MaterializeReminderUseCase {
  private readonly firings = new MicroBatcher<Firing, MaterializeResult>(
    (batch) => this.materializeFirings(batch),
    FIRING_BATCH_SIZE,
    FIRING_BATCH_WAIT_MS,
  );

  constructor(
    @InjectRepository(ReminderScheduleEntity) private readonly schedules: Repository<ReminderScheduleEntity>,
    private readonly materializeOccurrences: MaterializeOccurrencesUseCase,
    private readonly scheduler: ReminderJobsService,
  ) {}

  execute(firing: Firing): Promise<MaterializeResult> {
    return this.firings.submit(firing);
  }

  private async materializeFirings(firings: Firing[]): Promise<ItemOutcome<MaterializeResult>[]> {
    const ids = [...new Set(firings.map((firing) => firing.payload.scheduleId))];
    const found = new Map((await this.schedules.findBy({ id: In(ids) })).map((schedule) => [schedule.id, schedule]));
    // The firings of one minute share one occurrence per time of day and zone: computed once (cron-parser is slow).
    const occurrences = new Map<string, Date>();
    const current = firings.flatMap(({ payload, firedAt }) => {
      const schedule = found.get(payload.scheduleId);
      if (!schedule || !isDaily(schedule) || schedule.version !== payload.version) return [];
      const key = `${schedule.localTime}|${schedule.timeZone}|${firedAt.getTime()}`;
      let fireAt = occurrences.get(key);
      if (!fireAt) occurrences.set(key, (fireAt = occurrenceOfFiring(schedule, firedAt)));
      return [{ schedule, fireAt }];
    });
    const materialized = await this.materializeOccurrences.execute(current);
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

function stale(reason: string): ItemOutcome<MaterializeResult> {
  return { ok: true, value: { created: false, reason } };
}
