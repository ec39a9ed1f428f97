import { useEffect, useMemo, useRef, useState } from 'react';
import { useLazyGetPracticeDraftQuery } from '../../api/mindfulness.api';
import { viewForDraft, type PracticeDraftStore, type ResumableDraft } from './practice-draft-context';
import type { PracticeView } from './practice-view';

/**
 * Reads the practice left in progress when the tab opens. Without a deep link it reopens that practice (the
 * exercise, or breathing), unless the person already chose a view; the practice itself then resumes its step.
 */
export function usePracticeDraftLoader(linkedKey: string | undefined, open: (view: PracticeView) => void) {
  const latest = useRef<ResumableDraft | null>(null);
  const [loaded, setLoaded] = useState(0);
  const [fetchDraft] = useLazyGetPracticeDraftQuery();
  const linked = useRef(linkedKey);
  const opener = useRef(open);
  opener.current = open;

  useEffect(() => {
    let mounted = true;
    void fetchDraft()
      .unwrap()
      .then(({ draft }) => {
        if (!mounted || !draft) return;
        // Something saved here meanwhile is newer than what the server answered.
        latest.current ??= draft;
        setLoaded((count) => count + 1);
        if (!linked.current) opener.current(viewForDraft(latest.current));
      })
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [fetchDraft]);

  return useMemo<PracticeDraftStore>(() => ({ latest, loaded }), [loaded]);
}
