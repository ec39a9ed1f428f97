import { useId, useState } from 'react';
import styled from 'styled-components';
import { SAFETY_PLAN_STEPS, SafetyPlanCopy, type SafetyPlan } from '@anchor/contracts';
import { Button } from '@anchor/ui';
import { SafetyPlanUiCopy } from './copy';
import { readDeviceCopy } from './device-copy';
import { PlanCrisisLines, PlanText } from './PlanText';
import { SafetyPlanEditor } from './SafetyPlanEditor';
import { useSafetyPlanQuery } from './safety-plan.api';
import { useSessionUser } from '../routes/useSessionUser';

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
          {plan[step] ? <PlanText text={plan[step]} /> : <StyledMuted>{SafetyPlanUiCopy.empty}</StyledMuted>}
          {step === 'professionals' ? <PlanCrisisLines /> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * The person's safety plan, in the crisis panel and in Resources: from the server, or this device's copy (if the
 * person allowed one) when the API cannot be reached.
 */
export function SafetyPlanSection() {
  const { data, isError, isLoading } = useSafetyPlanQuery();
  const { user } = useSessionUser();
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const deviceCopy = readDeviceCopy(user?.id ?? null);
  const plan = data ?? (isError ? deviceCopy : null);
  return (
    <StyledSection aria-labelledby={titleId}>
      <h3 id={titleId}>{SafetyPlanUiCopy.title}</h3>
      <StyledMuted>{SafetyPlanUiCopy.intro}</StyledMuted>
      {isError && !data && (
        <StyledMuted role="status">{deviceCopy ? SafetyPlanUiCopy.offline : SafetyPlanUiCopy.unavailable}</StyledMuted>
      )}
      {editing && data ? (
        <SafetyPlanEditor
          plan={data}
          ownerId={user?.id ?? null}
          keepOnDevice={deviceCopy !== null}
          onDone={() => setEditing(false)}
        />
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
