import { Injectable } from '@nestjs/common';
import type { MoodEntry, UpdateMoodEntry } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { Clock } from '../../common/clock';
import { localDay } from '../../common/local-day';
import { MoodEntriesService } from './mood-entries.service';

export interface UpdateTodaysMoodEntryInput {
  userId: number;
  timeZone: string;
  id: number;
  values: UpdateMoodEntry;
}

/**
 * Changes a check-in made today (the person's own local day). Earlier days stay as they were recorded, so
 * the history and the insights built on it are never rewritten after the fact.
 */
@Injectable()
export class UpdateTodaysMoodEntryUseCase {
  constructor(
    private readonly moodEntries: MoodEntriesService,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, timeZone, id, values }: UpdateTodaysMoodEntryInput): Promise<MoodEntry> {
    const entry = await this.moodEntries.findOwn(userId, id);
    if (localDay(entry.createdAt, timeZone) !== localDay(this.clock.now(), timeZone)) {
      throw new ApiException(409, 'Only today’s check-in can be changed.');
    }
    return this.moodEntries.update(userId, id, values);
  }
}
