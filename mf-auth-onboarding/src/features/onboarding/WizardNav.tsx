import styled from 'styled-components';
import { Button } from '@anchor/ui';
import { OnboardingCopy } from './copy';

const StyledNav = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface WizardNavProps {
  isFirst: boolean;
  isLast: boolean;
  canSkipStep: boolean;
  busy: boolean;
  isSkippingSetup: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSkipStep: () => void;
  onSkipSetup: () => void;
  onFinish: () => void;
}

export function WizardNav(props: WizardNavProps) {
  const { isFirst, isLast, canSkipStep, busy, isSkippingSetup } = props;
  return (
    <StyledNav>
      <StyledGroup>
        {isFirst ? null : (
          <Button variant="secondary" disabled={busy} onClick={props.onPrevious}>
            {OnboardingCopy.previous}
          </Button>
        )}
        <Button variant="ghost" disabled={busy || isSkippingSetup} onClick={props.onSkipSetup}>
          {isSkippingSetup ? OnboardingCopy.skipping : OnboardingCopy.skipSetup}
        </Button>
      </StyledGroup>
      <StyledGroup>
        {canSkipStep ? (
          <Button variant="ghost" disabled={busy} onClick={props.onSkipStep}>
            {OnboardingCopy.skipStep}
          </Button>
        ) : null}
        {isLast ? (
          <Button disabled={busy} onClick={props.onFinish}>
            {busy ? OnboardingCopy.finishing : OnboardingCopy.finish}
          </Button>
        ) : (
          <Button disabled={busy} onClick={props.onNext}>
            {OnboardingCopy.next}
          </Button>
        )}
      </StyledGroup>
    </StyledNav>
  );
}
