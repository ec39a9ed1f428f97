import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CreateMoodEntry, SavedMoodEntry } from '@anchor/contracts';
import { crisisCheckOf, WrittenEntryCheckService } from '../safety/written-entry-check.service';
import { MoodEntriesService } from './mood-entries.service';

export interface CreateMoodEntryInput {
  userId: number;
  entry: CreateMoodEntry;
}

/**
 * Records a check-in. Its notes are checked for crisis first, whole; the check-in is saved whatever the check
 * finds, and a flagged one is stored with its crisis event (the client then offers crisis resources beside it).
 */
@Injectable()
export class CreateMoodEntryUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly moodEntries: MoodEntriesService,
    private readonly writtenEntries: WrittenEntryCheckService,
  ) {}

  async execute({ userId, entry }: CreateMoodEntryInput): Promise<SavedMoodEntry> {
    const check = this.writtenEntries.check([{ source: 'mood', text: entry.notes }]);
    if (check.crisisTier === 'none')
      return { ...(await this.moodEntries.create(userId, entry)), ...crisisCheckOf(check) };
    const saved = await this.dataSource.transaction(async (manager) => {
      const created = await this.moodEntries.create(userId, entry, manager);
      await this.writtenEntries.recordFlagged(userId, check, manager);
      return created;
    });
    return { ...saved, ...crisisCheckOf(check) };
  }
}
