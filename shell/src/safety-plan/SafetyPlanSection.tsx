import { useState } from 'react';
import styled from 'styled-components';
import { SAFETY_PLAN_STEPS, SafetyPlanCopy, type SafetyPlan } from '@anchor/contracts';
import { Button } from '@anchor/ui';
import { SafetyPlanUiCopy } from './copy';
import { readDeviceCopy } from './device-copy';
import { SafetyPlanEditor } from './SafetyPlanEditor';
import { useSafetyPlanQuery } from './safety-plan.api';

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.spacing.lg};
  padding-top: ${({ theme }) => theme.spacing.md};
  border-top: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
  }
  ol {
    padding-left: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.sm};
  }
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p {
    margin: ${({ theme }) => theme.spacing.xxs} 0 0;
    white-space: pre-wrap;
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function PlanSteps({ plan }: { plan: SafetyPlan }) {
  return (
    <ol>
      {SAFETY_PLAN_STEPS.map((step) => (
        <li key={step}>
          <h4>{SafetyPlanCopy[step].title}</h4>
          {plan[step] ? <p>{plan[step]}</p> : <StyledMuted>{SafetyPlanUiCopy.empty}</StyledMuted>}
        </li>
      ))}
    </ol>
  );
}

/** The person's safety plan in the crisis panel: from the server, or this device's copy when offline. */
export function SafetyPlanSection() {
  const { data, isError, isLoading } = useSafetyPlanQuery();
  const [editing, setEditing] = useState(false);
  const deviceCopy = readDeviceCopy();
  const plan = data ?? (isError ? deviceCopy : null);
  return (
    <StyledSection aria-labelledby="safety-plan-title">
      <h3 id="safety-plan-title">{SafetyPlanUiCopy.title}</h3>
      <StyledMuted>{SafetyPlanUiCopy.intro}</StyledMuted>
      {isError && !data && (
        <StyledMuted role="status">{deviceCopy ? SafetyPlanUiCopy.offline : SafetyPlanUiCopy.unavailable}</StyledMuted>
      )}
      {editing && data ? (
        <SafetyPlanEditor plan={data} keepOnDevice={deviceCopy !== null} onDone={() => setEditing(false)} />
      ) : (
        plan && <PlanSteps plan={plan} />
      )}
      {!editing && data && !isLoading && (
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          {SafetyPlanUiCopy.edit}
        </Button>
      )}
    </StyledSection>
  );
}
