import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { MeditationTimerState } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { Clock } from '../../common/clock';
import { ReminderSchedulesService } from '../reminders/reminder-schedules.service';
import { MeditationTimerEntity } from './entities/meditation-timer.entity';

/** A timer that ended this long ago is stale: the person has left, and nothing is recorded for it. */
const STALE_AFTER_MS = 60 * 60 * 1000;

/** The caller's running meditation; every query is scoped by the caller's id. */
@Injectable()
export class MeditationTimersService {
  constructor(
    @InjectRepository(MeditationTimerEntity) private readonly timers: Repository<MeditationTimerEntity>,
    private readonly reminders: ReminderSchedulesService,
    private readonly clock: Clock,
  ) {}

  /** The running timer with the time left by the server's clock (0 or less once it has ended). */
  async current(userId: number): Promise<MeditationTimerState> {
    const row = await this.timers.findOneBy({ userId });
    if (!row) return { timer: null };
    const remainingMs = row.endsAt.getTime() - this.clock.now().getTime();
    if (remainingMs < -STALE_AFTER_MS) {
      await this.timers.delete({ id: row.id, userId });
      return { timer: null };
    }
    const { duration, sudsBefore } = row;
    return { timer: { duration, endsAt: row.endsAt.toISOString(), remainingMs, sudsBefore } };
  }

  /** Ends the timer and withdraws its bell if it has not rung yet. */
  async stop(userId: number): Promise<void> {
    const row = await this.timers.findOneBy({ userId });
    if (!row) return;
    await this.timers.delete({ id: row.id, userId });
    await this.withdrawBell(userId, row.bellReminderId);
  }

  /** Withdraws a meditation's end bell; one that has already rung or gone is nothing to withdraw. */
  async withdrawBell(userId: number, bellReminderId: number | null): Promise<void> {
    if (bellReminderId === null) return;
    await this.reminders.deleteSchedule(userId, bellReminderId).catch(ignoreNotFound);
  }
}

/** A bell whose schedule is already gone has nothing left to withdraw. */
function ignoreNotFound(error: unknown): void {
  if (!(error instanceof ApiException && error.getStatus() === 404)) throw error;
}
