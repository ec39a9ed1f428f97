import type { MoodEntry as MoodEntryResponse, MoodEntrySource } from '@anchor/contracts';
import type { MoodEntryEntity } from './entities/mood-entry.entity';

export function toMoodEntryResponse(row: MoodEntryEntity): MoodEntryResponse {
  return {
    id: row.id,
    mood: row.mood,
    energy: row.energy,
    anxiety: row.anxiety,
    notes: row.notes,
    // The column is free varchar; only the API writes it, always with a validated source.
    source: row.source as MoodEntrySource,
    confidence: row.confidence,
    createdAt: row.createdAt.toISOString(),
  };
}
