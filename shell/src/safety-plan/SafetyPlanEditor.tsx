import { useState } from 'react';
import styled from 'styled-components';
import { SAFETY_PLAN_STEPS, SafetyPlanCopy, type SafetyPlan, type SafetyPlanSteps } from '@anchor/contracts';
import { Button, FieldError, FormField, Stack, TextArea } from '@anchor/ui';
import { SafetyPlanUiCopy } from './copy';
import { writeDeviceCopy } from './device-copy';
import { useSaveSafetyPlanMutation } from './safety-plan.api';

const StyledRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface SafetyPlanEditorProps {
  plan: SafetyPlan;
  /** The signed-in person: a device copy belongs to them only. */
  ownerId: number | null;
  keepOnDevice: boolean;
  onDone: () => void;
}

/** The six steps as text boxes; saving stores them on the server and, if allowed, on this device. */
export function SafetyPlanEditor({ plan, ownerId, keepOnDevice, onDone }: SafetyPlanEditorProps) {
  const [steps, setSteps] = useState<SafetyPlanSteps>(() => ({ ...plan }));
  const [keep, setKeep] = useState(keepOnDevice);
  const [save, { isLoading, isError }] = useSaveSafetyPlanMutation();
  return (
    <Stack
      gap="md"
      as="form"
      onSubmit={async (event) => {
        event.preventDefault();
        const payload = Object.fromEntries(SAFETY_PLAN_STEPS.map((step) => [step, steps[step]])) as SafetyPlanSteps;
        const saved = await save(payload)
          .unwrap()
          .catch(() => null);
        if (!saved) return;
        if (ownerId !== null) writeDeviceCopy(keep ? saved : null, ownerId);
        onDone();
      }}
    >
      {SAFETY_PLAN_STEPS.map((step) => (
        <FormField key={step} label={SafetyPlanCopy[step].title}>
          <TextArea
            rows={2}
            size="short"
            value={steps[step]}
            placeholder={SafetyPlanCopy[step].hint}
            onChange={(event: { target: { value: string } }) =>
              setSteps((current) => ({ ...current, [step]: event.target.value }))
            }
          />
        </FormField>
      ))}
      <label>
        <input type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} />{' '}
        {SafetyPlanUiCopy.keepOnDevice}
      </label>
      {isError && <FieldError>{SafetyPlanUiCopy.saveFailed}</FieldError>}
      <StyledRow>
        <Button type="submit" disabled={isLoading}>
          {SafetyPlanUiCopy.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {SafetyPlanUiCopy.cancel}
        </Button>
      </StyledRow>
    </Stack>
  );
}
