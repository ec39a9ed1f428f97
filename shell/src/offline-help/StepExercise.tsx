import { Button } from '@anchor/ui';
import { useId, useState } from 'react';
import { StepCopy } from './copy';
import { StyledActions, StyledExercise, StyledLead, StyledMuted } from './exercise-styles';

export interface ExerciseStep {
  title: string;
  text: string;
}

export interface StepExerciseProps {
  name: string;
  steps: readonly ExerciseStep[];
  /** Shown after the last step. */
  done: string;
}

/** One step at a time with Back and Next; the step is announced (a polite live region), nothing is kept. */
export function StepExercise({ name, steps, done }: StepExerciseProps) {
  const [index, setIndex] = useState(0);
  const headingId = useId();
  const finished = index >= steps.length;
  const step = steps[Math.min(index, steps.length - 1)];
  return (
    <StyledExercise aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      <div aria-live="polite" aria-atomic="true">
        {finished ? (
          <StyledLead>{done}</StyledLead>
        ) : (
          <>
            <StyledMuted>{StepCopy.progress(index + 1, steps.length)}</StyledMuted>
            <h4>{step.title}</h4>
            <StyledLead>{step.text}</StyledLead>
          </>
        )}
      </div>
      <StyledActions>
        {finished ? (
          <Button onClick={() => setIndex(0)}>{StepCopy.again}</Button>
        ) : (
          <>
            <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              {StepCopy.back}
            </Button>
            <Button onClick={() => setIndex(index + 1)}>
              {index === steps.length - 1 ? StepCopy.finish : StepCopy.next}
            </Button>
          </>
        )}
      </StyledActions>
    </StyledExercise>
  );
}
