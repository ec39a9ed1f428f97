import { Stack } from '@anchor/ui';
import type { MindfulnessType, PracticeDraftEntries } from '@anchor/contracts';

import { forwardRef, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { PracticeCopy } from './copy';
import { GroundingStep } from './GroundingStep';
import { RecordedPractice } from './RecordedPractice';
import { ResumeNote } from './ResumeNote';
import { SudsRating } from './SudsRating';
import { useResumablePractice, type ResumedRun } from './useResumablePractice';
import { usePracticeDraft } from './usePracticeDraft';
import { usePracticeRecorder } from './usePracticeRecorder';
import { useRecordWhenLeft } from './useRecordWhenLeft';

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

/** The practice's draft: where a resumed practice was, and how to save where it is now. */
export interface PracticeDraftHandle {
  /** The step and entries a reload left, with when the practice really began (epoch ms); null when fresh. */
  resumed: { step: number; entries: PracticeDraftEntries; startedAt: number } | null;
  /** Saves the step (or breathing cycle) and entries on the server as the person goes. */
  save: (step: number, entries: PracticeDraftEntries) => void;
  /** Drops the draft (an exercise stopped on purpose is not resumed). */
  discard: () => void;
}

/** The Emergency Stop: ends the practice at once, records it as stopped early and shows the grounding step. */
export type StopPractice = () => void;

export interface PracticeFrameProps {
  session: PracticeSession;
  /** Renders the practice; it calls `complete` when done, or `stop` for an EMDR exercise's Emergency Stop. */
  children: (
    complete: CompletePractice,
    sudsBefore: SudsBeforeState,
    draft: PracticeDraftHandle,
    stop: StopPractice,
  ) => ReactNode;
  /** "I feel steadier" after an Emergency Stop. */
  onLeaveStopped?: () => void;
}

/** The time the practice took, sent with the record; the server clamps it to its own clock. */
interface Spent {
  startedAt: string;
  endedAt: string;
}

type Phase =
  | { name: 'practice' }
  | { name: 'after'; journalText: string; spent: Spent }
  | { name: 'stopped' }
  | { name: 'done'; keptText: string | null };

/** From `startedAt` (epoch milliseconds) to now. */
function spentSince(startedAt: number): Spent {
  return { startedAt: new Date(startedAt).toISOString(), endedAt: new Date().toISOString() };
}

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

interface AfterPracticeProps {
  journal: { checked: boolean; onChange: (checked: boolean) => void } | null;
  onRate: (value: number | null) => void;
  saving: boolean;
  error: string | null;
}

/** The rating after, with the journal choice when something was written. */
const AfterPractice = forwardRef<HTMLDivElement, AfterPracticeProps>(function AfterPractice(props, ref) {
  const { journal, onRate, saving, error } = props;
  return (
    <Stack gap="lg" ref={ref}>
      {journal ? <JournalChoice checked={journal.checked} onChange={journal.onChange} /> : null}
      <SudsRating question={PracticeCopy.sudsAfterQuestion} onRate={onRate} disabled={saving} />
      {error ? <StyledAlert role="alert">{error}</StyledAlert> : null}
    </Stack>
  );
});

/**
 * Records the practice once, so that rating and leaving never record it twice; a failure lets it be tried again.
 * A practice stopped early stays on its grounding step once recorded; any other goes on to its result.
 */
function useRecordOnce(
  session: PracticeSession,
  sudsBefore: number | null | undefined,
  recorder: ReturnType<typeof usePracticeRecorder>,
  onRecorded: (keptText: string | null) => void,
) {
  const recording = useRef(false);
  return async (sudsAfter: number | null, journalText: string | undefined, spent: Spent, stopped = false) => {
    if (recording.current) return;
    recording.current = true;
    const saved = await recorder.record({
      ...session,
      sudsBefore: sudsBefore ?? null,
      sudsAfter,
      journalText,
      ...spent,
      ...(stopped ? { stoppedEarly: true } : {}),
    });
    recording.current = saved;
    if (saved && !stopped) onRecorded(journalText ?? null);
  };
}

/**
 * Wraps one practice: distress before, the practice, distress after (and the journal choice), then the record.
 * A person who leaves at the rating after (closing, Back, another page) has still practised: the session is
 * recorded then with the rating before, no rating after and nothing kept in the journal, exactly once. A practice
 * left half-way (a reload, another tab) is resumed from its draft, which "Start over" discards.
 */
export function PracticeFrame({ session, children, onLeaveStopped }: PracticeFrameProps) {
  const { run, startOver } = useResumablePractice(session);
  return (
    <PracticeRun
      key={run.generation}
      session={session}
      run={run}
      onStartOver={startOver}
      onLeaveStopped={onLeaveStopped}
      children={children}
    />
  );
}

function PracticeRun({
  session,
  run,
  onStartOver,
  onLeaveStopped,
  children,
}: PracticeFrameProps & { run: ResumedRun; onStartOver: () => void }) {
  const openedAt = run.startedAt;
  const { sudsBefore, setSudsBefore, rateBefore, draft } = usePracticeDraft(session, run, onStartOver);
  const [phase, setPhase] = useState<Phase>({ name: 'practice' });
  const [keepInJournal, setKeepInJournal] = useState(false);
  const recorder = usePracticeRecorder();
  const root = useFocusOnPhaseChange(phase.name);
  const record = useRecordOnce(session, sudsBefore, recorder, (keptText) => setPhase({ name: 'done', keptText }));
  const stop: StopPractice = () => {
    draft.stop();
    run.forget();
    setPhase({ name: 'stopped' });
    void record(null, undefined, spentSince(openedAt), true);
  };
  const finish = (sudsAfter: number | null) => {
    if (phase.name !== 'after') return;
    const journalText = keepInJournal && phase.journalText.trim() ? phase.journalText.trim() : undefined;
    void record(sudsAfter, journalText, phase.spent);
  };
  useRecordWhenLeft(phase.name === 'after' ? () => void record(null, undefined, phase.spent) : null);
  const complete: CompletePractice = (journalText = '', startedAt = openedAt) => {
    draft.stop();
    run.forget();
    setPhase({ name: 'after', journalText, spent: spentSince(startedAt) });
  };

  if (phase.name === 'stopped') {
    const failed = recorder.error !== null;
    return <GroundingStep ref={root} recorded={recorder.recorded} failed={failed} onSteadier={onLeaveStopped} />;
  }
  if (phase.name === 'done')
    return <RecordedPractice ref={root} recorded={recorder.recorded} keptText={phase.keptText} />;
  if (phase.name === 'after') {
    const journal = phase.journalText.trim() ? { checked: keepInJournal, onChange: setKeepInJournal } : null;
    return (
      <AfterPractice ref={root} journal={journal} onRate={finish} saving={recorder.saving} error={recorder.error} />
    );
  }
  return (
    <Stack gap="lg" ref={root}>
      <ResumeNote resumed={run.resumed !== null} saveFailed={draft.failed} onStartOver={draft.startOver} />
      <SudsBefore value={sudsBefore} onRate={rateBefore} />
      {children(complete, { value: sudsBefore, restore: setSudsBefore }, draft.handle, stop)}
    </Stack>
  );
}
