import { useRef, useState } from 'react';
import { useDiscardPracticeDraftMutation } from '../../api/mindfulness.api';
import type { PracticeDraftHandle, PracticeSession } from './PracticeFrame';
import { isDraftType } from './practice-draft-context';
import type { ResumedRun } from './useResumablePractice';
import { usePracticeDraftSaver } from './usePracticeDraftSaver';

/**
 * The rating before and the practice's draft. Multi-step exercises and breathing save as the person goes (meditation
 * has its own timer): the rating before as soon as it is given, the step and entries whenever the practice reports
 * them. "Start over" stops this run's saving before the draft is discarded, so nothing pending brings it back.
 */
export function usePracticeDraft(session: PracticeSession, run: ResumedRun, onStartOver: () => void) {
  const [discard] = useDiscardPracticeDraftMutation();
  const [sudsBefore, setSudsBefore] = useState<number | null | undefined>(run.resumed?.sudsBefore ?? undefined);
  const saver = usePracticeDraftSaver();
  const progress = useRef(run.resumed ? { step: run.resumed.step, entries: run.resumed.entries } : null);
  const { type, subtype } = session;
  const push = (suds: number | null | undefined) => {
    if (!isDraftType(type) || !subtype || (progress.current === null && suds === undefined)) return;
    run.touch();
    const { step, entries } = progress.current ?? { step: 0, entries: {} };
    saver.queue({ type, subtype, step, entries, startedAt: new Date(run.startedAt).toISOString(), sudsBefore: suds });
  };
  const handle: PracticeDraftHandle = {
    resumed: run.resumed ? { ...run.resumed, startedAt: run.startedAt } : null,
    save: (step, entries) => {
      progress.current = { step, entries };
      push(sudsBefore);
    },
    discard: () => {
      saver.stop();
      run.forget();
      if (run.savable)
        void discard()
          .unwrap()
          .catch(() => undefined);
    },
  };
  const rateBefore = (value: number | null) => {
    setSudsBefore(value);
    push(value);
  };
  const draft = {
    handle,
    stop: saver.stop,
    failed: saver.failed,
    startOver: () => {
      saver.stop();
      onStartOver();
    },
  };
  return { sudsBefore, setSudsBefore, rateBefore, draft };
}
