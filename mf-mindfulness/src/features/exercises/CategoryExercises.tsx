import { EXERCISE_DURATIONS } from '@anchor/contracts';
import styled from 'styled-components';
import { PracticeFrame } from '../practice/PracticeFrame';
import { BilateralStimulation } from './BilateralStimulation';
import { CBT_EXERCISES } from './cbt-exercises';
import { ExerciseCopy } from './copy';
import { EMDR_GUIDED_EXERCISES } from './emdr-exercises';
import { ExerciseList, type ExerciseListItem } from './ExerciseList';
import { GuidedExercise } from './GuidedExercise';

const StyledNote = styled.aside`
  margin-top: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSurface};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
  }
  p {
    margin: 0;
  }
`;

const BILATERAL: ExerciseListItem = {
  type: 'emdr',
  subtype: 'bilateral_stimulation',
  title: ExerciseCopy.bilateralTitle,
  description: ExerciseCopy.bilateralDescription,
  action: ExerciseCopy.bilateralAction,
};

const ITEMS: Record<'cbt' | 'emdr', readonly ExerciseListItem[]> = {
  cbt: CBT_EXERCISES,
  emdr: [BILATERAL, ...EMDR_GUIDED_EXERCISES],
};

export interface CategoryExercisesProps {
  category: 'cbt' | 'emdr';
  selected: string | null;
  counts: Record<string, number>;
  recommendations: Record<string, number>;
  onSelect: (subtype: string | null) => void;
}

function SelectedExercise({
  category,
  selected,
  onSelect,
}: Omit<CategoryExercisesProps, 'counts' | 'recommendations'> & { selected: string }) {
  const duration = EXERCISE_DURATIONS[selected as keyof typeof EXERCISE_DURATIONS];
  const definition = [...CBT_EXERCISES, ...EMDR_GUIDED_EXERCISES].find((exercise) => exercise.subtype === selected);
  const title = definition?.title ?? ExerciseCopy.bilateralTitle;
  // Emergency Stop ends the exercise at once, records it as stopped early and shows a grounding step;
  // "I feel steadier" comes back to the list with the selection forgotten.
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <PracticeFrame
        key={selected}
        session={{ type: category, subtype: selected, duration, notes: title }}
        onLeaveStopped={() => onSelect(null)}
      >
        {(complete, _sudsBefore, draft, stop) =>
          definition ? (
            <GuidedExercise
              exercise={definition}
              onComplete={complete}
              onEmergencyStop={() => {
                // Stopped on purpose: never resumed after a reload.
                draft.discard();
                stop();
              }}
              initial={draft.resumed}
              onProgress={draft.save}
            />
          ) : (
            <BilateralStimulation onComplete={() => complete()} onEmergencyStop={stop} />
          )
        }
      </PracticeFrame>
    </section>
  );
}

/** The CBT or EMDR list, or the exercise chosen from it. */
export function CategoryExercises(props: CategoryExercisesProps) {
  const { category, selected, counts, recommendations, onSelect } = props;
  if (selected) return <SelectedExercise category={category} selected={selected} onSelect={onSelect} />;
  return (
    <section aria-label={category === 'cbt' ? ExerciseCopy.cbtTitle : ExerciseCopy.emdrTitle}>
      <h2>{category === 'cbt' ? ExerciseCopy.cbtTitle : ExerciseCopy.emdrTitle}</h2>
      <p>{category === 'cbt' ? ExerciseCopy.cbtIntro : ExerciseCopy.emdrIntro}</p>
      <ExerciseList items={ITEMS[category]} counts={counts} recommendations={recommendations} onSelect={onSelect} />
      <StyledNote>
        <h3>{category === 'cbt' ? ExerciseCopy.cbtTipTitle : ExerciseCopy.emdrSafetyTitle}</h3>
        <p>{category === 'cbt' ? ExerciseCopy.cbtTip : ExerciseCopy.emdrSafety}</p>
      </StyledNote>
    </section>
  );
}
