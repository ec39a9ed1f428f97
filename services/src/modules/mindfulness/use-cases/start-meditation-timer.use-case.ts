import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository } from 'typeorm';
import { MEDITATION_BELL_ACTION, type MeditationTimer } from '@anchor/contracts';
import { ApiException } from '../../../common/api-error';
import { Clock } from '../../../common/clock';
import { ScheduleOneOffReminderUseCase } from '../../reminders/use-cases/schedule-one-off-reminder.use-case';
import { MeditationTimerEntity } from '../entities/meditation-timer.entity';
import { MeditationTimersService } from '../meditation-timers.service';

export const MEDITATION_BELL = {
  title: 'Meditation complete',
  message: 'Your meditation session has ended. Take a moment before you carry on.',
} as const;

export const MEDITATION_ALREADY_STARTED =
  'A meditation has just been started for you elsewhere. Stop it before you start another.';

export interface StartMeditationTimerInput {
  userId: number;
  duration: number;
  /** Distress rated before the start, held with the timer until the session is recorded. */
  sudsBefore: number | null;
}

/**
 * Starts (or restarts) the person's meditation: the end time is fixed on the server, and the end bell is
 * a one-off reminder at that time, so it rings through the notification system even if the page sleeps.
 */
@Injectable()
export class StartMeditationTimerUseCase {
  constructor(
    @InjectRepository(MeditationTimerEntity) private readonly timers: Repository<MeditationTimerEntity>,
    private readonly timersService: MeditationTimersService,
    private readonly scheduleOneOff: ScheduleOneOffReminderUseCase,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, duration, sudsBefore }: StartMeditationTimerInput): Promise<MeditationTimer> {
    await this.timersService.stop(userId);
    const now = this.clock.now();
    const runMs = duration * 1000;
    const endsAt = new Date(now.getTime() + runMs);
    const bell = await this.scheduleOneOff.execute({
      userId,
      runAt: endsAt,
      content: { type: 'reminder', ...MEDITATION_BELL, data: { action: MEDITATION_BELL_ACTION } },
    });
    try {
      await this.timers.save({ userId, duration, endsAt, sudsBefore, bellReminderId: bell.scheduleId, createdAt: now });
    } catch (error) {
      // Another start for this person (a second tab, a double tap) saved its timer between our stop and save:
      // it stands, and this start leaves no bell behind.
      await this.timersService.withdrawBell(userId, bell.scheduleId);
      if (isUniqueViolation(error)) throw new ApiException(409, MEDITATION_ALREADY_STARTED);
      throw error;
    }
    return { duration, endsAt: endsAt.toISOString(), remainingMs: runMs, sudsBefore };
  }
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}
