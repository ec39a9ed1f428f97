import { Button, Stack } from '@anchor/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ExerciseCopy } from './copy';
import type { ExerciseDefinition, ExerciseValues, FieldValue } from './exercise-types';
import { FieldInput } from './FieldInput';
import { journalTextOf } from './journal-text';

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
  /** Where a reload left the exercise: its step and answers. */
  initial?: { step: number; entries: ExerciseValues } | null;
  /** Told of every change of step or answer, to keep the draft (never called for the initial state). */
  onProgress?: (step: number, values: ExerciseValues) => void;
}

/** Reports each change of step or answers after the first render. */
function useReportProgress(
  step: number,
  values: ExerciseValues,
  report?: (step: number, values: ExerciseValues) => void,
) {
  const first = useRef(true);
  const latest = useRef(report);
  latest.current = report;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    latest.current?.(step, values);
  }, [step, values]);
}

/**
 * A guided exercise, one step at a time. The answers are kept only as a draft on the server until the practice
 * is finished (then in the journal only if the person chooses).
 */
export function GuidedExercise({ exercise, onComplete, onEmergencyStop, initial, onProgress }: GuidedExerciseProps) {
  const [stepIndex, setStepIndex] = useState(() => Math.min(initial?.step ?? 0, exercise.steps.length - 1));
  const [values, setValues] = useState<ExerciseValues>(() => initial?.entries ?? {});
  useReportProgress(stepIndex, values, onProgress);
  const step = exercise.steps[stepIndex];
  const last = stepIndex === exercise.steps.length - 1;
  const carried = exercise.carry ? values[exercise.carry.fieldId] : undefined;
  const set = (id: string) => (value: FieldValue) => setValues((current) => ({ ...current, [id]: value }));

  return (
    <Stack
      gap="lg"
      as="form"
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
    </Stack>
  );
}
