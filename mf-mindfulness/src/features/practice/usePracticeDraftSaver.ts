import { sendOnPageClose } from '@anchor/app-runtime';
import { MindfulnessApiPath, type SavePracticeDraftRequest } from '@anchor/contracts';
import { type MutableRefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useSavePracticeDraftMutation } from '../../api/mindfulness.api';
import { usePracticeDraftStore } from './practice-draft-context';

/** Saved this long after the last change, at once when the page is hidden or left. */
const DEBOUNCE_MS = 800;
/** A failed save is tried again after this long; what was written stays on screen meanwhile. */
const RETRY_MS = 5000;

/**
 * Saves the practice in progress on the server as the person goes (never in browser storage). `stop` ends the
 * saving once the practice is finished (its record deletes the draft on the server).
 */
export function usePracticeDraftSaver() {
  const [save] = useSavePracticeDraftMutation();
  const { latest } = usePracticeDraftStore();
  const [failed, setFailed] = useState(false);
  const pending = useRef<SavePracticeDraftRequest | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);
  const left = useRef(false);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const body = pending.current;
    if (!body || stopped.current) return;
    pending.current = null;
    try {
      await save(body).unwrap();
      setFailed(false);
    } catch {
      // Kept for the next try unless something newer came meanwhile.
      pending.current ??= body;
      setFailed(true);
      if (!left.current) timer.current = setTimeout(() => void flush(), RETRY_MS);
    }
  }, [save]);

  const queue = useCallback(
    (body: SavePracticeDraftRequest) => {
      if (stopped.current) return;
      pending.current = body;
      latest.current = body;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DEBOUNCE_MS);
    },
    [flush, latest],
  );

  const stop = useCallback(() => {
    stopped.current = true;
    pending.current = null;
    clearTimeout(timer.current);
  }, []);

  useSaveWhenLeaving({ flush, pending, timer, stopped, left });

  return { queue, stop, failed };
}

interface LeavingRefs {
  flush: () => Promise<void>;
  pending: MutableRefObject<SavePracticeDraftRequest | null>;
  timer: MutableRefObject<ReturnType<typeof setTimeout> | undefined>;
  stopped: MutableRefObject<boolean>;
  left: MutableRefObject<boolean>;
}

/** Saves at once when the page is hidden, with keepalive when it goes away, and once more when the practice is left. */
function useSaveWhenLeaving({ flush, pending, timer, stopped, left }: LeavingRefs) {
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    // The page is going away (closed, reloaded): an ordinary request would be cancelled, so the unsaved change
    // leaves with keepalive.
    const onPageHide = () => {
      clearTimeout(timer.current);
      const body = pending.current;
      if (!body || stopped.current) return;
      pending.current = null;
      sendOnPageClose({ url: MindfulnessApiPath.draft, method: 'PUT', body });
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the practice (Back, another tab of the app): what was not yet saved goes now, once.
      left.current = true;
      void flush();
    };
  }, [flush, pending, timer, stopped, left]);
}
