import { Button, CrisisResources } from '@anchor/ui';
import { useEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import styled from 'styled-components';
import { BreathingExercise } from './BreathingExercise';
import { CalmTimer } from './CalmTimer';
import { BreathingCopy, GroundingCopy, HelpNowCopy, SafePlaceCopy, TimerCopy } from './copy';
import { StyledMuted } from './exercise-styles';
import { StepExercise } from './StepExercise';

const StyledHelp = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
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

const StyledSkip = styled.a`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const EXERCISES_HEADING_ID = 'offline-help-exercises';

/** The crisis list is long on a phone: one tap (or Enter) brings the exercises into view and focus. */
function jumpToExercises(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const heading = document.getElementById(EXERCISES_HEADING_ID);
  heading?.scrollIntoView();
  heading?.focus();
}

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

/**
 * The crisis lines and four calming exercises, all in the shell's own code: no account, no request, nothing stored.
 * Used by "I need help now" (/help-now) and by the offline screen.
 */
export function OfflineHelp() {
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <StyledHelp>
      <StyledSkip href={`#${EXERCISES_HEADING_ID}`} onClick={jumpToExercises}>
        {HelpNowCopy.jumpToExercises}
      </StyledSkip>
      <section aria-labelledby="offline-help-crisis">
        <h2 id="offline-help-crisis">{HelpNowCopy.crisisTitle}</h2>
        <CrisisResources />
      </section>
      <section aria-labelledby={EXERCISES_HEADING_ID}>
        <h2 id={EXERCISES_HEADING_ID} tabIndex={-1}>
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
      </section>
    </StyledHelp>
  );
}
