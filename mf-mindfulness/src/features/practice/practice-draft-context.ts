import { PRACTICE_DRAFT_TYPES, type PracticeDraftEntries, type PracticeDraftType } from '@anchor/contracts';
import { createContext, useContext, type MutableRefObject } from 'react';
import type { PracticeView } from './practice-view';

/** A practice in progress as this page knows it: what the server kept, then what was saved since. */
export interface ResumableDraft {
  type: PracticeDraftType;
  subtype: string;
  step: number;
  entries: PracticeDraftEntries;
  startedAt: string;
  sudsBefore?: number | null;
}

/**
 * The page's one draft, shared with every practice on it: `latest` holds the newest (read when a practice opens,
 * so coming back to it after Back resumes it too); `loaded` changes when the server's draft has arrived.
 */
export interface PracticeDraftStore {
  latest: MutableRefObject<ResumableDraft | null>;
  loaded: number;
}

const detached: PracticeDraftStore = { latest: { current: null }, loaded: 0 };

export const PracticeDraftContext = createContext<PracticeDraftStore>(detached);

export function usePracticeDraftStore(): PracticeDraftStore {
  return useContext(PracticeDraftContext);
}

export function isDraftType(type: string): type is PracticeDraftType {
  return (PRACTICE_DRAFT_TYPES as readonly string[]).includes(type);
}

/** The draft when it belongs to this practice, else null. */
export function draftFor(
  draft: ResumableDraft | null,
  session: { type: string; subtype?: string },
): ResumableDraft | null {
  return draft && draft.type === session.type && draft.subtype === session.subtype ? draft : null;
}

/** The view a draft reopens: its exercise, or the breathing guide. */
export function viewForDraft(draft: ResumableDraft): PracticeView {
  return draft.type === 'breathing'
    ? { category: 'breathing', exercise: null }
    : { category: draft.type, exercise: draft.subtype };
}
