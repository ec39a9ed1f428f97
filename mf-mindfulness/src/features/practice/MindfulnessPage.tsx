import { Button } from '@anchor/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  useGetMindfulnessCountsQuery,
  useGetMindfulnessRecommendationsQuery,
  useLazyGetMeditationTimerQuery,
} from '../../api/mindfulness.api';
import { BreathingView } from '../breathing/BreathingView';
import { CategoryExercises } from '../exercises/CategoryExercises';
import { JournalView } from '../journal/JournalView';
import { MeditationView } from '../meditation/MeditationView';
import { CategoryPicker } from '../picker/CategoryPicker';
import { StreakCard } from '../streak/StreakCard';
import { PracticeCopy } from './copy';
import { PracticeDraftContext } from './practice-draft-context';
import { usePracticeDraftLoader } from './usePracticeDraftLoader';
import { MEDITATION_VIEW, PICKER_VIEW, viewForKey, type PracticeView } from './practice-view';

const StyledBack = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

function backLabel(view: PracticeView): string {
  if (view.exercise && view.category === 'cbt') return PracticeCopy.backToCbt;
  if (view.exercise && view.category === 'emdr') return PracticeCopy.backToEmdr;
  return PracticeCopy.backToMindfulness;
}

/**
 * The view on screen; a deep link's key opens its view on mount and whenever the key changes. Without a
 * link, a meditation still running on the server (the page was reloaded mid-session) opens the meditation,
 * so its countdown goes on in view instead of behind the picker.
 */
function usePracticeView(linkedKey: string | undefined) {
  const [view, setView] = useState<PracticeView>(() => viewForKey(linkedKey));
  const [fetchTimer] = useLazyGetMeditationTimerQuery();
  useEffect(() => {
    if (linkedKey) setView(viewForKey(linkedKey));
  }, [linkedKey]);
  useEffect(() => {
    if (linkedKey) return undefined;
    let mounted = true;
    void fetchTimer()
      .unwrap()
      .then(({ timer }) => {
        // A link's own view wins, and so does a choice the person made meanwhile.
        if (mounted && timer) setView((current) => (current.category === null ? MEDITATION_VIEW : current));
      })
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [linkedKey, fetchTimer]);
  return [view, setView] as const;
}

/**
 * After a change of view the button that was pressed is gone, so focus moves to the new view's heading:
 * keyboard and screen-reader users start at the top of what they opened instead of at the page's start.
 */
function useFocusHeadingOnViewChange(view: PracticeView) {
  const root = useRef<HTMLDivElement>(null);
  const key = `${view.category}/${view.exercise}`;
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const heading = root.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [key]);
  return root;
}

export interface MindfulnessPageProps {
  /** A view key from a deep link (see `MINDFULNESS_VIEW_KEYS`). */
  linkedKey?: string;
}

/**
 * The Mindfulness tab: picker, then a category, then an exercise (or the journal); Back returns to the parent.
 * A practice left in progress (a reload, another tab) reopens where it was, from its draft on the server.
 */
export function MindfulnessPage({ linkedKey }: MindfulnessPageProps) {
  const [view, setView] = usePracticeView(linkedKey);
  const drafts = usePracticeDraftLoader(linkedKey, (draftView) =>
    setView((current) => (current.category === null ? draftView : current)),
  );
  return (
    <PracticeDraftContext.Provider value={drafts}>
      <PracticeViews view={view} setView={setView} />
    </PracticeDraftContext.Provider>
  );
}

function PracticeViews({ view, setView }: { view: PracticeView; setView: (view: PracticeView) => void }) {
  const root = useFocusHeadingOnViewChange(view);
  const counts = useGetMindfulnessCountsQuery().data;
  const recommendations = useGetMindfulnessRecommendationsQuery().data?.recommendations;

  if (view.category === null) {
    return (
      <div ref={root}>
        <CategoryPicker
          counts={counts}
          recommendations={recommendations}
          onSelect={(category) => setView({ category, exercise: null })}
          onOpenJournal={() => setView({ category: 'journal', exercise: null })}
        />
        <StreakCard />
      </div>
    );
  }
  const back = () => setView(view.exercise ? { ...view, exercise: null } : PICKER_VIEW);
  return (
    <div ref={root}>
      <StyledBack>
        <Button variant="ghost" onClick={back}>
          {`← ${backLabel(view)}`}
        </Button>
      </StyledBack>
      {view.category === 'meditation' ? <MeditationView /> : null}
      {view.category === 'breathing' ? <BreathingView /> : null}
      {view.category === 'journal' ? <JournalView /> : null}
      {view.category === 'cbt' || view.category === 'emdr' ? (
        <CategoryExercises
          category={view.category}
          selected={view.exercise}
          counts={counts ?? {}}
          recommendations={recommendations ?? {}}
          onSelect={(exercise) => setView({ ...view, exercise })}
        />
      ) : null}
    </div>
  );
}
