import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThanOrEqual, Repository, type EntityManager } from 'typeorm';
import {
  MoodSources,
  type CreateMoodEntry,
  type DetectedMoodSource,
  type MoodEntry as MoodEntryResponse,
  type UpdateMoodEntry,
} from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { localDay } from '../../common/local-day';
import { MoodEntryEntity } from './entities/mood-entry.entity';
import { toMoodEntryResponse } from './mood-entry.mapper';

/** Every method takes the caller's id: mood entries are never read or written across users. */
@Injectable()
export class MoodEntriesService {
  constructor(@InjectRepository(MoodEntryEntity) private readonly entries: Repository<MoodEntryEntity>) {}

  async create(userId: number, entry: CreateMoodEntry): Promise<MoodEntryResponse> {
    const saved = await this.entries.save(this.entries.create({ ...entry, userId }));
    // Re-read so createdAt is the database's own timestamp.
    return toMoodEntryResponse(await this.entries.findOneByOrFail({ id: saved.id, userId }));
  }

  /** A mood the assistant detected in what the person typed or said (no text is kept here). */
  async recordDetected(
    userId: number,
    entry: { mood: number; confidence: number; source: DetectedMoodSource },
    manager?: EntityManager,
  ): Promise<void> {
    const repository = manager ? manager.getRepository(MoodEntryEntity) : this.entries;
    await repository.insert({ ...entry, userId });
  }

  async listNewestFirst(userId: number, limit: number): Promise<MoodEntryResponse[]> {
    const rows = await this.entries.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
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
    if (!entry) throw new ApiException(404, 'Mood check-in not found');
    return entry;
  }

  async update(userId: number, id: number, values: UpdateMoodEntry): Promise<MoodEntryResponse> {
    await this.entries.update({ id, userId }, values);
    return toMoodEntryResponse(await this.findOwn(userId, id));
  }

  /** Check-in scores only (no notes, no moods detected in chat), oldest first, from an instant on: what insights and charts need. */
  async scoresSince(
    userId: number,
    from: Date,
  ): Promise<Pick<MoodEntryResponse, 'mood' | 'energy' | 'anxiety' | 'createdAt'>[]> {
    const rows = await this.entries.find({
      select: { id: true, mood: true, energy: true, anxiety: true, createdAt: true },
      where: { userId, source: In([...MoodSources]), createdAt: MoreThanOrEqual(from) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(({ mood, energy, anxiety, createdAt }) => ({
      mood,
      energy,
      anxiety,
      createdAt: createdAt.toISOString(),
    }));
  }
}
