import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { STREAK_GRACE_DAYS, type PracticeStreak, type UpdatePracticeStreak } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { MindfulnessPreferencesEntity } from './entities/mindfulness-preferences.entity';
import { MindfulnessSessionEntity } from './entities/mindfulness-session.entity';
import { dayIn, practiceDays } from './mindfulness.queries';
import { practiceStreak } from './practice-streak';

/** The caller's streak preference and, when turned on, their streak; every query is scoped by the caller's id. */
@Injectable()
export class PracticeStreakService {
  constructor(
    @InjectRepository(MindfulnessPreferencesEntity)
    private readonly preferences: Repository<MindfulnessPreferencesEntity>,
    @InjectRepository(MindfulnessSessionEntity) private readonly sessions: Repository<MindfulnessSessionEntity>,
    private readonly clock: Clock,
  ) {}

  async get(userId: number, timeZone: string): Promise<PracticeStreak> {
    const row = await this.preferences.findOneBy({ userId });
    const enabled = row?.streaksEnabled ?? false;
    const graceDays = row?.streakGraceDays ?? STREAK_GRACE_DAYS.default;
    if (!enabled) return { enabled, graceDays, figures: null };
    const { days, today } = await this.practiceDays(userId, timeZone);
    return { enabled, graceDays, figures: practiceStreak(days, today, graceDays) };
  }

  async update(userId: number, timeZone: string, changes: UpdatePracticeStreak): Promise<PracticeStreak> {
    await this.preferences.upsert(
      { userId, streaksEnabled: changes.enabled, streakGraceDays: changes.graceDays, updatedAt: this.clock.now() },
      ['userId'],
    );
    return this.get(userId, timeZone);
  }

  /** Distinct calendar days with a completed session, and today, both in the person's time zone. */
  private async practiceDays(userId: number, timeZone: string): Promise<{ days: string[]; today: string }> {
    const [days, today] = await Promise.all([
      practiceDays(this.sessions, userId, timeZone),
      dayIn(this.sessions, this.clock.now(), timeZone),
    ]);
    return { days, today };
  }
}
