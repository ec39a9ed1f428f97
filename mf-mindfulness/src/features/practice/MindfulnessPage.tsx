import type { MindfulnessType } from '@anchor/contracts';
import { Button } from '@anchor/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useGetMindfulnessCountsQuery, useGetMindfulnessRecommendationsQuery } from '../../api/mindfulness.api';
import { BreathingView } from '../breathing/BreathingView';
import { CategoryExercises } from '../exercises/CategoryExercises';
import { MeditationView } from '../meditation/MeditationView';
import { CategoryPicker } from '../picker/CategoryPicker';
import { PracticeCopy } from './copy';

const StyledBack = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

interface View {
  category: MindfulnessType | null;
  exercise: string | null;
}

const PICKER: View = { category: null, exercise: null };

function backLabel(view: View): string {
  if (view.exercise && view.category === 'cbt') return PracticeCopy.backToCbt;
  if (view.exercise && view.category === 'emdr') return PracticeCopy.backToEmdr;
  return PracticeCopy.backToMindfulness;
}

/** The Mindfulness tab: picker, then a category, then an exercise; Back returns to the parent. */
export function MindfulnessPage() {
  const [view, setView] = useState<View>(PICKER);
  const counts = useGetMindfulnessCountsQuery().data;
  const recommendations = useGetMindfulnessRecommendationsQuery().data?.recommendations;

  if (view.category === null) {
    return (
      <CategoryPicker
        counts={counts}
        recommendations={recommendations}
        onSelect={(category) => setView({ category, exercise: null })}
      />
    );
  }
  const back = () => setView(view.exercise ? { ...view, exercise: null } : PICKER);
  return (
    <div>
      <StyledBack>
        <Button variant="ghost" onClick={back}>
          {`← ${backLabel(view)}`}
        </Button>
      </StyledBack>
      {view.category === 'meditation' ? <MeditationView /> : null}
      {view.category === 'breathing' ? <BreathingView /> : null}
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
