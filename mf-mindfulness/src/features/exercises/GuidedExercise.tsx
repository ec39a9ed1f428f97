import { Button } from '@anchor/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ExerciseCopy } from './copy';
import type { ExerciseDefinition, ExerciseValues, FieldValue } from './exercise-types';
import { FieldInput } from './FieldInput';
import { journalTextOf } from './journal-text';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const StyledCarry = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  justify-content: space-between;
`;

export interface GuidedExerciseProps {
  exercise: ExerciseDefinition;
  onComplete: (journalText: string) => void;
  onEmergencyStop: () => void;
}

/** A guided exercise, one step at a time; the answers live in memory only until the person saves them. */
export function GuidedExercise({ exercise, onComplete, onEmergencyStop }: GuidedExerciseProps) {
  const [stepIndex, setStepIndex] = useState(0);
  const [values, setValues] = useState<ExerciseValues>({});
  const step = exercise.steps[stepIndex];
  const last = stepIndex === exercise.steps.length - 1;
  const carried = exercise.carry ? values[exercise.carry.fieldId] : undefined;
  const set = (id: string) => (value: FieldValue) => setValues((current) => ({ ...current, [id]: value }));

  return (
    <StyledForm
      aria-label={exercise.title}
      onSubmit={(event) => {
        event.preventDefault();
        if (last) onComplete(journalTextOf(exercise, values));
        else setStepIndex(stepIndex + 1);
      }}
    >
      {exercise.emergencyStop ? (
        <div>
          <Button type="button" variant="destructive" onClick={onEmergencyStop}>
            {ExerciseCopy.emergencyStop}
          </Button>
        </div>
      ) : null}
      <p>{ExerciseCopy.stepOf(stepIndex + 1, exercise.steps.length)}</p>
      <h3>{step.title}</h3>
      <p>{step.prompt}</p>
      {exercise.carry &&
      typeof carried === 'string' &&
      carried.trim() &&
      step.fields.every((f) => f.id !== exercise.carry?.fieldId) ? (
        <StyledCarry aria-label={exercise.carry.label}>
          <strong>{exercise.carry.label}:</strong> {carried}
        </StyledCarry>
      ) : null}
      {step.fields.map((field) => (
        <FieldInput key={field.id} field={field} value={values[field.id]} onChange={set(field.id)} />
      ))}
      <StyledActions>
        <Button
          type="button"
          variant="secondary"
          disabled={stepIndex === 0}
          onClick={() => setStepIndex(stepIndex - 1)}
        >
          {ExerciseCopy.previous}
        </Button>
        <Button type="submit">{last ? ExerciseCopy.complete : ExerciseCopy.next}</Button>
      </StyledActions>
    </StyledForm>
  );
}
