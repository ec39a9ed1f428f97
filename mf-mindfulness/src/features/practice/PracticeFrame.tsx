import type { MindfulnessType } from '@anchor/contracts';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { PracticeCopy } from './copy';
import { RecordedPractice } from './RecordedPractice';
import { SudsRating } from './SudsRating';
import { usePracticeRecorder } from './usePracticeRecorder';

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

export interface PracticeFrameProps {
  session: PracticeSession;
  /** Renders the practice; it calls `complete` when done (with what was written, for CBT and EMDR). */
  children: (complete: (journalText?: string) => void, sudsBefore: SudsBeforeState) => ReactNode;
}

type Phase = { name: 'practice' } | { name: 'after'; journalText: string } | { name: 'done'; keptText: string | null };

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

/** Wraps one practice: distress before, the practice, distress after (and the journal choice), then the record. */
export function PracticeFrame({ session, children }: PracticeFrameProps) {
  const journalId = useId();
  const [sudsBefore, setSudsBefore] = useState<number | null | undefined>(undefined);
  const [phase, setPhase] = useState<Phase>({ name: 'practice' });
  const [keepInJournal, setKeepInJournal] = useState(false);
  const recorder = usePracticeRecorder();
  const root = useFocusOnPhaseChange(phase.name);

  const finish = async (sudsAfter: number | null) => {
    if (phase.name !== 'after') return;
    const journalText = keepInJournal && phase.journalText.trim() ? phase.journalText.trim() : undefined;
    const saved = await recorder.record({ ...session, sudsBefore: sudsBefore ?? null, sudsAfter, journalText });
    if (saved) setPhase({ name: 'done', keptText: journalText ?? null });
  };

  if (phase.name === 'done')
    return <RecordedPractice ref={root} recorded={recorder.recorded} keptText={phase.keptText} />;
  if (phase.name === 'after') {
    return (
      <StyledFrame ref={root}>
        {phase.journalText.trim() ? (
          <div>
            <label htmlFor={journalId}>
              <input
                id={journalId}
                type="checkbox"
                checked={keepInJournal}
                onChange={(event) => setKeepInJournal(event.target.checked)}
              />{' '}
              {PracticeCopy.saveToJournal}
            </label>
            <StyledNote>{PracticeCopy.journalHint}</StyledNote>
          </div>
        ) : null}
        <SudsRating
          question={PracticeCopy.sudsAfterQuestion}
          onRate={(value) => void finish(value)}
          disabled={recorder.saving}
        />
        {recorder.error ? <StyledAlert role="alert">{recorder.error}</StyledAlert> : null}
      </StyledFrame>
    );
  }
  return (
    <StyledFrame ref={root}>
      <SudsBefore value={sudsBefore} onRate={setSudsBefore} />
      {children((journalText = '') => setPhase({ name: 'after', journalText }), {
        value: sudsBefore,
        restore: setSudsBefore,
      })}
    </StyledFrame>
  );
}
