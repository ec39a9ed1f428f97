import styled from 'styled-components';
import { VisuallyHidden } from '@anchor/ui';
import { OnboardingCopy } from './copy';
import { ONBOARDING_STEPS } from './onboarding-steps';

const StyledProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledDots = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledDot = styled.li<{ $current: boolean }>`
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : 'transparent')};
`;

const StyledStepText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface StepProgressProps {
  /** Zero-based index into ONBOARDING_STEPS. */
  current: number;
}

/** The dot row and 'Step n of N'; each dot names its step for screen readers. */
export function StepProgress({ current }: StepProgressProps) {
  return (
    <StyledProgress>
      <StyledDots aria-label={OnboardingCopy.stepsLabel}>
        {ONBOARDING_STEPS.map((step, index) => (
          <StyledDot
            key={step}
            $current={index === current}
            title={step}
            aria-current={index === current ? 'step' : undefined}
          >
            <VisuallyHidden>{step}</VisuallyHidden>
          </StyledDot>
        ))}
      </StyledDots>
      <StyledStepText>{OnboardingCopy.stepOf(current + 1, ONBOARDING_STEPS.length)}</StyledStepText>
    </StyledProgress>
  );
}
