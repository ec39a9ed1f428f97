import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThanOrEqual, Repository, type EntityManager } from 'typeorm';
import {
  MOOD_ENTRIES_MAX_STORED,
  MoodSources,
  NoticedMoodSources,
  type CreateMoodEntry,
  type MoodEntry as MoodEntryResponse,
  type NoticedMood,
  type NoticedMoodSource,
  type UpdateMoodEntry,
} from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { localDay } from '../../common/local-day';
import { isFull, refuseWhenFull, type RowQuota } from '../../common/row-quota';
import { poolOf } from '../../database/pool';
import { MoodEntryEntity } from './entities/mood-entry.entity';
import { toMoodEntryResponse } from './mood-entry.mapper';
import { dailyMoodMeans, recentMoodScores } from './mood.queries';

const MOOD_ENTRY_NOT_FOUND = 'Mood check-in not found';

/** One local day's mean check-in scores. */
export interface DailyMoodScores {
  day: string;
  mood: number;
  energy: number | null;
  anxiety: number | null;
}

/** Check-ins, typed or noticed, are bounded per person so that no account grows without end. */
const MOOD_ENTRY_QUOTA: RowQuota = { entity: MoodEntryEntity, limit: MOOD_ENTRIES_MAX_STORED, noun: 'check-ins' };

/** Every method takes the caller's id: mood entries are never read or written across users. */
@Injectable()
export class MoodEntriesService {
  constructor(@InjectRepository(MoodEntryEntity) private readonly entries: Repository<MoodEntryEntity>) {}

  /** Pass the caller's transaction to store the entry with its crisis event or not at all. */
  async create(userId: number, entry: CreateMoodEntry, manager?: EntityManager): Promise<MoodEntryResponse> {
    const repository = manager ? manager.getRepository(MoodEntryEntity) : this.entries;
    await refuseWhenFull(repository.manager, MOOD_ENTRY_QUOTA, userId, 'mood');
    // One statement: its INSERT ... RETURNING gives the id, the default source and the database's own createdAt.
    // (A re-read after it could fail while PostgreSQL goes away: the caller got a 503 for a stored entry.)
    const saved = await repository.save(repository.create({ ...entry, userId }));
    return toMoodEntryResponse({
      ...saved,
      energy: saved.energy ?? null,
      anxiety: saved.anxiety ?? null,
      notes: saved.notes ?? null,
      confidence: saved.confidence ?? null,
    });
  }

  /** A mood the assistant noticed in what the person typed or said, with its confidence (no text is kept here). */
  async recordNoticed(
    userId: number,
    entry: { mood: number; confidence: number; source: NoticedMoodSource },
    manager?: EntityManager,
  ): Promise<void> {
    const repository = manager ? manager.getRepository(MoodEntryEntity) : this.entries;
    // A noticed mood is a by-product of a conversation: past the quota it is not kept, and the chat goes on.
    if (await isFull(repository.manager, MOOD_ENTRY_QUOTA, userId)) return;
    await repository.insert({ ...entry, userId });
  }

  async listNewestFirst(userId: number, limit: number): Promise<MoodEntryResponse[]> {
    const rows = await this.entries.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
    return rows.map(toMoodEntryResponse);
  }

  /** The mood scores (1-10) of the latest check-ins (not moods noticed in chat), newest first, without the notes. */
  async recentCheckInScores(userId: number, limit: number): Promise<number[]> {
    return recentMoodScores(poolOf(this.entries), userId, limit, MoodSources);
  }

  /** The latest moods noticed in chat, newest first, with the assistant's confidence: never check-ins. */
  async recentNoticed(userId: number, limit: number): Promise<NoticedMood[]> {
    const rows = await this.entries.find({
      select: { id: true, mood: true, confidence: true, createdAt: true },
      where: { userId, source: In([...NoticedMoodSources]) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return rows.map((row) => ({
      mood: row.mood,
      confidence: row.confidence ?? 0,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** The latest check-ins (not moods noticed in chat), newest first. */
  async recentCheckIns(userId: number, limit: number): Promise<MoodEntryResponse[]> {
    const rows = await this.entries.find({
      where: { userId, source: In([...MoodSources]) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return rows.map(toMoodEntryResponse);
  }

  /** The latest check-in (made by the person, not detected in chat) of the caller's local day of `now`, or null. */
  async latestOfDay(userId: number, timeZone: string, now: Date): Promise<MoodEntryResponse | null> {
    // Every time zone's day lies within 50 hours before `now`; the day itself is then decided locally.
    const rows = await this.entries.find({
      where: {
        userId,
        source: In([...MoodSources]),
        createdAt: MoreThanOrEqual(new Date(now.getTime() - 50 * 3_600_000)),
      },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const today = localDay(now, timeZone);
    const latest = rows.find((row) => localDay(row.createdAt, timeZone) === today);
    return latest ? toMoodEntryResponse(latest) : null;
  }

  /** 404 for another user's entry as for a missing one: ids of others are not revealed. */
  async findOwn(userId: number, id: number): Promise<MoodEntryEntity> {
    const entry = await this.entries.findOneBy({ id, userId });
    if (!entry) throw new ApiException(404, MOOD_ENTRY_NOT_FOUND);
    return entry;
  }

  /** Pass the caller's transaction to store the change with its crisis event or not at all. */
  async update(
    userId: number,
    id: number,
    values: UpdateMoodEntry,
    manager?: EntityManager,
  ): Promise<MoodEntryResponse> {
    const repository = manager ? manager.getRepository(MoodEntryEntity) : this.entries;
    await repository.update({ id, userId }, values);
    const entry = await repository.findOneBy({ id, userId });
    if (!entry) throw new ApiException(404, MOOD_ENTRY_NOT_FOUND);
    return toMoodEntryResponse(entry);
  }

  /**
   * The mean check-in scores (made by the person, not detected in chat) of each of the caller's local days from
   * `fromDay` on, to one decimal, oldest first; a day with no energy or anxiety given has null there.
   */
  async dailyScoresSince(userId: number, fromDay: string, timeZone: string): Promise<DailyMoodScores[]> {
    const rows = await dailyMoodMeans(this.entries, userId, fromDay, timeZone, MoodSources);
    const decimal = (value: string | null) => (value === null ? null : Number(value));
    return rows.map((row) => ({
      day: row.day,
      mood: Number(row.mood),
      energy: decimal(row.energy),
      anxiety: decimal(row.anxiety),
    }));
  }
}
