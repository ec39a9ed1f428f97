import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Repository, type EntityManager } from 'typeorm';
import type { CreateMoodEntry, DetectedMoodSource, MoodEntry as MoodEntryResponse } from '@anchor/contracts';
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

  /** Scores only (no notes), oldest first, from an instant on: what insights and charts need. */
  async scoresSince(
    userId: number,
    from: Date,
  ): Promise<Pick<MoodEntryResponse, 'mood' | 'energy' | 'anxiety' | 'createdAt'>[]> {
    const rows = await this.entries.find({
      select: { id: true, mood: true, energy: true, anxiety: true, createdAt: true },
      where: { userId, createdAt: MoreThanOrEqual(from) },
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
