import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  JOURNAL_ENTRIES_MAX_STORED,
  type CreateMindfulnessSession,
  type RecordedMindfulnessSession,
} from '@anchor/contracts';
import { Clock } from '../../../common/clock';
import { refuseWhenFull, type RowQuota } from '../../../common/row-quota';
import { crisisCheckOf, WrittenEntryCheckService } from '../../safety/written-entry-check.service';
import { JournalEntryEntity } from '../entities/journal-entry.entity';
import { MindfulnessSessionEntity } from '../entities/mindfulness-session.entity';
import { PracticeDraftsService } from '../practice-drafts.service';
import { toMindfulnessSession } from '../mindfulness.mapper';
import { spentTime } from '../practice-time';

export interface RecordSessionInput {
  userId: number;
  session: CreateMindfulnessSession;
}

/** Journal entries are bounded per person so that no account grows without end. */
const JOURNAL_QUOTA: RowQuota = {
  entity: JournalEntryEntity,
  limit: JOURNAL_ENTRIES_MAX_STORED,
  noun: 'journal entries',
};

/**
 * Records a completed practice with its distress ratings and the time actually spent (see `spentTime`). What the person wrote is kept in their
 * journal only when they chose to save it (journalText present), in the same transaction. The notes and the
 * journal text are checked for crisis first, each whole; the session is recorded whatever the check finds, and a
 * flagged one is stored with its crisis event (the client then offers crisis resources beside it). The practice's
 * draft (see PracticeDraftsService) is deleted in the same transaction.
 */
@Injectable()
export class RecordSessionUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly writtenEntries: WrittenEntryCheckService,
    private readonly drafts: PracticeDraftsService,
  ) {}

  async execute({ userId, session }: RecordSessionInput): Promise<RecordedMindfulnessSession> {
    const check = this.writtenEntries.check([
      { source: 'journal', text: session.journalText },
      { source: 'practice', text: session.notes },
    ]);
    const createdAt = this.clock.now();
    const spent = spentTime(session.startedAt, session.endedAt, createdAt);
    const recorded = await this.dataSource.transaction(async (manager) => {
      if (session.journalText) await refuseWhenFull(manager, JOURNAL_QUOTA, userId, 'journalText');
      const saved = await manager.getRepository(MindfulnessSessionEntity).save({
        userId,
        type: session.type,
        subtype: session.subtype,
        duration: session.duration,
        startedAt: spent?.startedAt ?? null,
        secondsSpent: spent?.secondsSpent ?? null,
        notes: session.notes,
        sudsBefore: session.sudsBefore,
        sudsAfter: session.sudsAfter,
        completed: true,
        stoppedEarly: session.stoppedEarly,
        createdAt,
      });
      let journalEntryId: number | null = null;
      if (session.journalText) {
        const entry = await manager.getRepository(JournalEntryEntity).save({
          userId,
          sessionId: saved.id,
          type: session.type,
          subtype: session.subtype,
          text: session.journalText,
          createdAt,
        });
        journalEntryId = entry.id;
      }
      await this.writtenEntries.recordFlagged(userId, check, manager);
      // The practice is finished: its draft goes with the record, so a reload no longer resumes it.
      await this.drafts.finish(userId, session, manager);
      return toMindfulnessSession(saved, journalEntryId);
    });
    return { ...recorded, ...crisisCheckOf(check) };
  }
}
