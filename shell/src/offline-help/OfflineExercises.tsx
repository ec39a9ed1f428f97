import { Button } from '@anchor/ui';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { BreathingExercise } from './BreathingExercise';
import { CalmTimer } from './CalmTimer';
import { BreathingCopy, GroundingCopy, HelpNowCopy, SafePlaceCopy, TimerCopy } from './copy';
import { StyledMuted } from './exercise-styles';
import { StepExercise } from './StepExercise';

const StyledSection = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
  }
  h2:focus {
    outline: none;
  }
`;

const StyledChoices = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledChoice = styled.button`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  strong,
  span {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledChosen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.md};
  &:focus {
    outline: none;
  }
  > section {
    align-self: stretch;
  }
`;

const Grounding = () => <StepExercise {...GroundingCopy} />;
const SafePlace = () => <StepExercise {...SafePlaceCopy} />;

const EXERCISES: readonly { copy: { name: string; summary: string }; Exercise: ComponentType }[] = [
  { copy: GroundingCopy, Exercise: Grounding },
  { copy: BreathingCopy, Exercise: BreathingExercise },
  { copy: TimerCopy, Exercise: CalmTimer },
  { copy: SafePlaceCopy, Exercise: SafePlace },
];

function ChosenExercise({ index, onBack }: { index: number; onBack: () => void }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => frame.current?.focus(), []);
  const { Exercise } = EXERCISES[index];
  return (
    <StyledChosen ref={frame} tabIndex={-1}>
      <Exercise />
      <Button variant="ghost" onClick={onBack}>
        {HelpNowCopy.backToExercises}
      </Button>
    </StyledChosen>
  );
}

export interface OfflineExercisesProps {
  /** The heading's id, for a link that jumps to it. */
  headingId?: string;
}

/** Four calming exercises that make no request and keep nothing: choose one, come back to the list. */
export function OfflineExercises({ headingId = 'offline-exercises' }: OfflineExercisesProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <StyledSection aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {HelpNowCopy.exercisesTitle}
      </h2>
      <StyledMuted>{HelpNowCopy.exercisesHint}</StyledMuted>
      {chosen === null ? (
        <StyledChoices>
          {EXERCISES.map(({ copy }, index) => (
            <li key={copy.name}>
              <StyledChoice type="button" onClick={() => setChosen(index)}>
                <strong>{copy.name}</strong>
                <span>{copy.summary}</span>
              </StyledChoice>
            </li>
          ))}
        </StyledChoices>
      ) : (
        <ChosenExercise index={chosen} onBack={() => setChosen(null)} />
      )}
    </StyledSection>
  );
}
