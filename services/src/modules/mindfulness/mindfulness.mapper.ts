import type { JournalEntry, MindfulnessSession, MindfulnessType } from '@anchor/contracts';
import type { JournalEntryEntity } from './entities/journal-entry.entity';
import type { MindfulnessSessionEntity } from './entities/mindfulness-session.entity';

// The type columns are free varchar; only the API writes them, always with a validated type.

export function toMindfulnessSession(row: MindfulnessSessionEntity, journalEntryId: number | null): MindfulnessSession {
  return {
    id: row.id,
    type: row.type as MindfulnessType,
    subtype: row.subtype,
    duration: row.duration ?? 0,
    secondsSpent: row.secondsSpent,
    stoppedEarly: row.stoppedEarly,
    notes: row.notes,
    sudsBefore: row.sudsBefore,
    sudsAfter: row.sudsAfter,
    journalEntryId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toJournalEntry(row: JournalEntryEntity): JournalEntry {
  return {
    id: row.id,
    type: row.type as MindfulnessType,
    subtype: row.subtype,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}
