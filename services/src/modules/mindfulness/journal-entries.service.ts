import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import type { JournalEntry } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { JournalEntryEntity } from './entities/journal-entry.entity';
import { toJournalEntry } from './mindfulness.mapper';

export const JOURNAL_ENTRY_NOT_FOUND = 'Journal entry not found';

/** The caller's own journal: read newest first and delete; every query is scoped by the caller's id. */
@Injectable()
export class JournalEntriesService {
  constructor(@InjectRepository(JournalEntryEntity) private readonly entries: Repository<JournalEntryEntity>) {}

  /**
   * Newest first by id (ids follow the order entries were saved), so a page that starts before an id
   * stays right even when entries around it are deleted.
   */
  async listNewestFirst(userId: number, page: { limit: number; before?: number }): Promise<JournalEntry[]> {
    const where = page.before === undefined ? { userId } : { userId, id: LessThan(page.before) };
    const rows = await this.entries.find({ where, order: { id: 'DESC' }, take: page.limit });
    return rows.map(toJournalEntry);
  }

  /** Another person's entry answers 404, as if it did not exist. */
  async delete(userId: number, id: number): Promise<void> {
    const result = await this.entries.delete({ id, userId });
    if (!result.affected) throw new ApiException(404, JOURNAL_ENTRY_NOT_FOUND);
  }
}
