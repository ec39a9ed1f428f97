import { useEffect, useRef, useState } from 'react';
import { useDiscardPracticeDraftMutation } from '../../api/mindfulness.api';
import { draftFor, isDraftType, usePracticeDraftStore, type ResumableDraft } from './practice-draft-context';

/** One run of a practice: a fresh start, or the draft it resumes. */
export interface ResumedRun {
  /** Changes when the practice is started over or resumed late, so that its view starts afresh. */
  generation: number;
  resumed: ResumableDraft | null;
  /** When the practice really began (epoch ms): the draft's start, or when this run opened. */
  startedAt: number;
  /** Only multi-step exercises and breathing keep a draft. */
  savable: boolean;
  /** Something was done in this run: a draft arriving late no longer replaces it. */
  touch: () => void;
  /** The practice is finished here: this page no longer resumes it. */
  forget: () => void;
}

interface RunState {
  generation: number;
  resumed: ResumableDraft | null;
  startedAt: number;
}

const runOf = (generation: number, resumed: ResumableDraft | null): RunState => ({
  generation,
  resumed,
  startedAt: resumed ? Date.parse(resumed.startedAt) : Date.now(),
});

/**
 * Opens a practice from the page's draft when it is this practice's. The server's draft may arrive after the
 * practice opened: it is taken up then, as long as nothing has been done here. "Start over" discards it.
 */
export function useResumablePractice(session: { type: string; subtype?: string }) {
  const store = usePracticeDraftStore();
  const [discard] = useDiscardPracticeDraftMutation();
  const savable = isDraftType(session.type) && Boolean(session.subtype);
  const touched = useRef(false);
  const [state, setState] = useState(() => runOf(0, savable ? draftFor(store.latest.current, session) : null));

  useEffect(() => {
    if (!savable || touched.current || state.resumed) return;
    const resumed = draftFor(store.latest.current, session);
    if (resumed) setState((current) => runOf(current.generation + 1, resumed));
    // Only the arrival of the server's draft is looked at; the session is fixed for the practice's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store.loaded]);

  const startOver = () => {
    store.latest.current = null;
    touched.current = false;
    void discard()
      .unwrap()
      .catch(() => undefined);
    setState((current) => runOf(current.generation + 1, null));
  };
  const run: ResumedRun = {
    ...state,
    savable,
    touch: () => {
      touched.current = true;
    },
    forget: () => {
      store.latest.current = null;
    },
  };
  return { run, startOver };
}
