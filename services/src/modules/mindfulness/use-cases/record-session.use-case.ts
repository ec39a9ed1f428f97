import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CreateMindfulnessSession, MindfulnessSession } from '@anchor/contracts';
import { Clock } from '../../../common/clock';
import { JournalEntryEntity } from '../entities/journal-entry.entity';
import { MindfulnessSessionEntity } from '../entities/mindfulness-session.entity';
import { toMindfulnessSession } from '../mindfulness.mapper';

export interface RecordSessionInput {
  userId: number;
  session: CreateMindfulnessSession;
}

/**
 * Records a completed practice with its distress ratings. What the person wrote is kept in their
 * journal only when they chose to save it (journalText present), in the same transaction.
 */
@Injectable()
export class RecordSessionUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  execute({ userId, session }: RecordSessionInput): Promise<MindfulnessSession> {
    const createdAt = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.getRepository(MindfulnessSessionEntity).save({
        userId,
        type: session.type,
        subtype: session.subtype,
        duration: session.duration,
        notes: session.notes,
        sudsBefore: session.sudsBefore,
        sudsAfter: session.sudsAfter,
        completed: true,
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
      return toMindfulnessSession(saved, journalEntryId);
    });
  }
}
