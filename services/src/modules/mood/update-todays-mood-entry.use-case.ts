import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SavedMoodEntry, UpdateMoodEntry } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { Clock } from '../../common/clock';
import { localDay } from '../../common/local-day';
import { crisisCheckOf, WrittenEntryCheckService } from '../safety/written-entry-check.service';
import { MoodEntriesService } from './mood-entries.service';

export interface UpdateTodaysMoodEntryInput {
  userId: number;
  timeZone: string;
  id: number;
  values: UpdateMoodEntry;
}

/**
 * Changes a check-in made today (the person's own local day). Earlier days stay as they were recorded, so
 * the history and the insights built on it are never rewritten after the fact. The notes are checked for crisis
 * first, whole, and saved whatever the check finds; a crisis event is recorded only when the notes changed, so
 * changing the scores of a flagged check-in does not count the same words twice.
 */
@Injectable()
export class UpdateTodaysMoodEntryUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly moodEntries: MoodEntriesService,
    private readonly writtenEntries: WrittenEntryCheckService,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, timeZone, id, values }: UpdateTodaysMoodEntryInput): Promise<SavedMoodEntry> {
    const check = this.writtenEntries.check([{ source: 'mood', text: values.notes }]);
    const entry = await this.moodEntries.findOwn(userId, id);
    if (localDay(entry.createdAt, timeZone) !== localDay(this.clock.now(), timeZone)) {
      throw new ApiException(409, 'Only today’s check-in can be changed.');
    }
    if (check.crisisTier === 'none' || values.notes === entry.notes) {
      return { ...(await this.moodEntries.update(userId, id, values)), ...crisisCheckOf(check) };
    }
    const saved = await this.dataSource.transaction(async (manager) => {
      const updated = await this.moodEntries.update(userId, id, values, manager);
      await this.writtenEntries.recordFlagged(userId, check, manager);
      return updated;
    });
    return { ...saved, ...crisisCheckOf(check) };
  }
}
