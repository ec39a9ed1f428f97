import type { MindfulnessType } from '@anchor/contracts';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { PracticeCopy } from './copy';
import { RecordedPractice } from './RecordedPractice';
import { SudsRating } from './SudsRating';
import { usePracticeRecorder } from './usePracticeRecorder';
import { useRecordWhenLeft } from './useRecordWhenLeft';

const StyledFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledAlert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface PracticeSession {
  type: MindfulnessType;
  subtype?: string;
  duration: number;
  notes: string;
}

/** The rating given before the practice: undefined until answered, null when skipped. */
export interface SudsBeforeState {
  value: number | null | undefined;
  /** A practice resumed after a reload brings back the rating the server kept with it. */
  restore: (value: number | null) => void;
}

/**
 * Ends the practice: what was written (CBT and EMDR) and when the practice really began, in epoch milliseconds
 * (the breathing guide's Start, the meditation timer's start); without it, from when the exercise's first step
 * was shown. The end is now.
 */
export type CompletePractice = (journalText?: string, startedAt?: number) => void;

export interface PracticeFrameProps {
  session: PracticeSession;
  /** Renders the practice; it calls `complete` when done. */
  children: (complete: CompletePractice, sudsBefore: SudsBeforeState) => ReactNode;
}

/** The time the practice took, sent with the record; the server clamps it to its own clock. */
interface Spent {
  startedAt: string;
  endedAt: string;
}

type Phase =
  | { name: 'practice' }
  | { name: 'after'; journalText: string; spent: Spent }
  | { name: 'done'; keptText: string | null };

/** The rating before the practice sits above it, never blocking: a resumed timer goes on without it. */
function SudsBefore({ value, onRate }: { value: number | null | undefined; onRate: (value: number | null) => void }) {
  if (value === undefined) return <SudsRating question={PracticeCopy.sudsBeforeQuestion} onRate={onRate} />;
  return value === null ? null : <StyledNote>{`${PracticeCopy.sudsBeforeQuestion} ${value}`}</StyledNote>;
}

/**
 * When the practice ends, and again when it is recorded, what was pressed is gone: focus moves to what
 * comes next (the journal choice or the rating after, then the result), which a screen reader then reads.
 */
function useFocusOnPhaseChange(phase: Phase['name']) {
  const root = useRef<HTMLDivElement>(null);
  const shown = useRef(phase);
  useEffect(() => {
    if (shown.current === phase) return;
    shown.current = phase;
    const frame = root.current;
    const target = frame?.matches('[role="status"]') ? frame : frame?.querySelector<HTMLElement>('input, h3');
    if (!target) return;
    if (!(target instanceof HTMLInputElement)) target.tabIndex = -1;
    target.focus();
  }, [phase]);
  return root;
}

function JournalChoice({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const journalId = useId();
  return (
    <div>
      <label htmlFor={journalId}>
        <input id={journalId} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />{' '}
        {PracticeCopy.saveToJournal}
      </label>
      <StyledNote>{PracticeCopy.journalHint}</StyledNote>
    </div>
  );
}

/**
 * Wraps one practice: distress before, the practice, distress after (and the journal choice), then the record.
 * A person who leaves at the rating after (closing, Back, another page) has still practised: the session is
 * recorded then with the rating before, no rating after and nothing kept in the journal, exactly once.
 */
export function PracticeFrame({ session, children }: PracticeFrameProps) {
  const [openedAt] = useState(() => Date.now());
  const [sudsBefore, setSudsBefore] = useState<number | null | undefined>(undefined);
  const [phase, setPhase] = useState<Phase>({ name: 'practice' });
  const [keepInJournal, setKeepInJournal] = useState(false);
  const recorder = usePracticeRecorder();
  const root = useFocusOnPhaseChange(phase.name);
  /** Set once a record of this practice is on its way, so that rating and leaving never record it twice. */
  const recording = useRef(false);

  const record = async (sudsAfter: number | null, journalText: string | undefined, spent: Spent) => {
    if (recording.current) return;
    recording.current = true;
    const saved = await recorder.record({
      ...session,
      sudsBefore: sudsBefore ?? null,
      sudsAfter,
      journalText,
      ...spent,
    });
    recording.current = saved;
    if (saved) setPhase({ name: 'done', keptText: journalText ?? null });
  };
  const finish = (sudsAfter: number | null) => {
    if (phase.name !== 'after') return;
    const journalText = keepInJournal && phase.journalText.trim() ? phase.journalText.trim() : undefined;
    void record(sudsAfter, journalText, phase.spent);
  };
  useRecordWhenLeft(phase.name === 'after' ? () => void record(null, undefined, phase.spent) : null);
  const complete: CompletePractice = (journalText = '', startedAt = openedAt) =>
    setPhase({
      name: 'after',
      journalText,
      spent: { startedAt: new Date(startedAt).toISOString(), endedAt: new Date().toISOString() },
    });

  if (phase.name === 'done')
    return <RecordedPractice ref={root} recorded={recorder.recorded} keptText={phase.keptText} />;
  if (phase.name === 'after') {
    return (
      <StyledFrame ref={root}>
        {phase.journalText.trim() ? <JournalChoice checked={keepInJournal} onChange={setKeepInJournal} /> : null}
        <SudsRating question={PracticeCopy.sudsAfterQuestion} onRate={finish} disabled={recorder.saving} />
        {recorder.error ? <StyledAlert role="alert">{recorder.error}</StyledAlert> : null}
      </StyledFrame>
    );
  }
  return (
    <StyledFrame ref={root}>
      <SudsBefore value={sudsBefore} onRate={setSudsBefore} />
      {children(complete, { value: sudsBefore, restore: setSudsBefore })}
    </StyledFrame>
  );
}
