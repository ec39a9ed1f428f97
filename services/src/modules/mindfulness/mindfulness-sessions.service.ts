import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, Repository } from 'typeorm';
import { mindfulnessKey, type MindfulnessCounts, type MindfulnessSession, type PracticeTime } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { MindfulnessSessionEntity } from './entities/mindfulness-session.entity';
import { monthSessionCounts } from './mindfulness.queries';
import { toMindfulnessSession } from './mindfulness.mapper';
import { practiceTimeOf } from './practice-time';

/**
 * Reads of the caller's recorded sessions; every query is scoped by the caller's id. Other modules
 * (insights) read sessions, with their distress ratings, only through `sessionsBetween`, and practice minutes only
 * through `practiceTimeBetween` (the provider portal) or `practiceTimeOf` over those sessions (Insights' weeks).
 */
@Injectable()
export class MindfulnessSessionsService {
  constructor(
    @InjectRepository(MindfulnessSessionEntity) private readonly sessions: Repository<MindfulnessSessionEntity>,
    private readonly clock: Clock,
  ) {}

  /**
   * Completed sessions this calendar month in the person's own time zone (a session at 23:30 on the
   * 31st, local time, belongs to that month wherever the server runs), per type and per type_subtype.
   */
  async countsThisMonth(userId: number, timeZone: string): Promise<MindfulnessCounts> {
    const rows = await monthSessionCounts(this.sessions, userId, this.clock.now(), timeZone);
    const counts: MindfulnessCounts = {};
    for (const row of rows) {
      const count = Number(row.count);
      counts[row.type] = (counts[row.type] ?? 0) + count;
      if (row.subtype) counts[mindfulnessKey(row.type, row.subtype)] = count;
    }
    return counts;
  }

  /** The person's completed sessions from `from` (inclusive) to `to` (exclusive), oldest first. */
  async sessionsBetween(userId: number, from: Date, to: Date): Promise<MindfulnessSession[]> {
    const rows = await this.sessions.find({
      where: { userId, completed: true, createdAt: Between(from, new Date(to.getTime() - 1)) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map((row) => toMindfulnessSession(row, null));
  }

  /** Sessions from `from` (inclusive) to `to` (exclusive) and the minutes actually spent in them. */
  async practiceTimeBetween(userId: number, from: Date, to: Date): Promise<PracticeTime> {
    return practiceTimeOf(await this.sessionsBetween(userId, from, to));
  }
}
