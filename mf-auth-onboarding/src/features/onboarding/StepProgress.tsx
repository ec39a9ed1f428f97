import styled from 'styled-components';
import { Stack, VisuallyHidden } from '@anchor/ui';
import { OnboardingCopy } from './copy';
import { ONBOARDING_STEPS } from './onboarding-steps';

const StyledDots = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type DotState = 'done' | 'current' | 'todo';

/** Done steps are filled, the current one is filled and ringed, later ones are hollow. */
const StyledDot = styled.li<{ $state: DotState }>`
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme, $state }) => ($state === 'todo' ? 'transparent' : theme.colors.primary)};
  outline: ${({ theme, $state }) =>
    $state === 'current' ? `${theme.borderWidth} solid ${theme.colors.primary}` : 'none'};
  outline-offset: 2px;
`;

const StyledStepText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface StepProgressProps {
  /** Zero-based index into ONBOARDING_STEPS. */
  current: number;
  /** Ids of the steps already done (Next or Skip This Step). */
  completed: readonly string[];
}

const dotState = (step: string, index: number, current: number, completed: readonly string[]): DotState =>
  index === current ? 'current' : completed.includes(step) ? 'done' : 'todo';

/** The dot row and 'Step n of N'; each dot names its step for screen readers. */
export function StepProgress({ current, completed }: StepProgressProps) {
  return (
    <Stack gap="sm">
      <StyledDots aria-label={OnboardingCopy.stepsLabel}>
        {ONBOARDING_STEPS.map((step, index) => (
          <StyledDot
            key={step}
            $state={dotState(step, index, current, completed)}
            title={step}
            aria-current={index === current ? 'step' : undefined}
          >
            <VisuallyHidden>{completed.includes(step) ? OnboardingCopy.stepDone(step) : step}</VisuallyHidden>
          </StyledDot>
        ))}
      </StyledDots>
      <StyledStepText>{OnboardingCopy.stepOf(current + 1, ONBOARDING_STEPS.length)}</StyledStepText>
    </Stack>
  );
}
