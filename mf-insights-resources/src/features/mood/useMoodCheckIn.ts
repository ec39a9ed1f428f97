import { useState, type FormEvent } from 'react';
import { describeApiError, offersCrisisSupport, useKeptText, useToast } from '@anchor/app-runtime';
import type { MoodCheckInProps, MoodEntry, SavedMoodEntry } from '@anchor/contracts';
import { useCreateMoodEntryMutation, useUpdateMoodEntryMutation } from '../../api/mood.api';
import { MoodCopy } from './copy';

export interface MoodValues {
  mood: number | null;
  energy: number | null;
  anxiety: number | null;
  notes: string;
}

const EMPTY: MoodValues = { mood: null, energy: null, anxiety: null, notes: '' };

/** A new check-in's unsaved notes survive leaving the screen and a session that ended (see useKeptText). */
const KEPT_NOTES = 'mood-check-in-notes';

export interface UseMoodCheckInOptions extends MoodCheckInProps {
  /** Today's check-in to change in place, instead of adding a new one. */
  editing?: MoodEntry | null;
}

const valuesOf = (entry: MoodEntry): MoodValues => ({
  mood: entry.mood,
  energy: entry.energy,
  anxiety: entry.anxiety,
  notes: entry.notes ?? '',
});

/**
 * The values being filled in and their save (a new check-in, or today's changed); a failed save keeps them. A
 * saved check-in whose notes the crisis check flagged stays shown (`flagged`) with crisis support beside it, and
 * `onDone` waits until the person closes that.
 */
export function useMoodCheckIn({ source = 'manual', onDone, editing }: UseMoodCheckInOptions) {
  const [keptNotes, keepNotes] = useKeptText(KEPT_NOTES);
  const [values, setValues] = useState<MoodValues>(editing ? valuesOf(editing) : { ...EMPTY, notes: keptNotes });
  const [flagged, setFlagged] = useState<SavedMoodEntry | null>(null);
  const [createMoodEntry, created] = useCreateMoodEntryMutation();
  const [updateMoodEntry, updated] = useUpdateMoodEntryMutation();
  const saving = created.isLoading || updated.isLoading;
  const toast = useToast();
  const set =
    <K extends keyof MoodValues>(key: K) =>
    (value: MoodValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      if (key === 'notes' && !editing) keepNotes(value as string);
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.mood === null || saving) return;
    const scores = {
      mood: values.mood,
      energy: values.energy,
      anxiety: values.anxiety,
      notes: values.notes.trim() || null,
    };
    let saved: SavedMoodEntry;
    try {
      saved = editing
        ? await updateMoodEntry({ id: editing.id, values: scores }).unwrap()
        : await createMoodEntry({ ...scores, source }).unwrap();
    } catch (error) {
      toast({ title: MoodCopy.saveFailedTitle, description: describeApiError(error), variant: 'destructive' });
      return;
    }
    toast(
      editing
        ? { title: MoodCopy.updatedTitle, description: MoodCopy.updatedDescription }
        : { title: MoodCopy.savedTitle, description: MoodCopy.savedDescription },
    );
    if (!editing) {
      setValues(EMPTY);
      keepNotes('');
    }
    if (offersCrisisSupport(saved)) setFlagged(saved);
    else onDone?.();
  };
  const closeSupport = () => {
    setFlagged(null);
    onDone?.();
  };
  return { values, set, submit, saving, flagged, closeSupport };
}
