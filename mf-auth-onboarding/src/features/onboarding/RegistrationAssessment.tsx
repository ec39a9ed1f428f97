import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { RemoteSlot, useAppDispatch } from '@anchor/app-runtime';
import { RemoteModule } from '@anchor/contracts';
import { Button } from '@anchor/ui';
import { OnboardingCopy } from './copy';
import { onboardingReset } from './onboarding.slice';

const StyledAssessment = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * 'Complete Your Registration': the PCL-5 from mf-assessment in its registration variant (it shows the
 * title). Finishing or skipping it goes home, replacing /auth in the history.
 */
export function RegistrationAssessment() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const goHome = useCallback(() => {
    navigate('/', { replace: true });
    // The answers were submitted; nothing of them stays in memory.
    dispatch(onboardingReset());
  }, [navigate, dispatch]);
  return (
    <StyledAssessment>
      <RemoteSlot
        module={RemoteModule.assessmentTab}
        loading="card"
        props={{ variant: 'registration', onComplete: goHome }}
      />
      <StyledActions>
        <Button variant="ghost" onClick={goHome}>
          {OnboardingCopy.assessment.skip}
        </Button>
      </StyledActions>
    </StyledAssessment>
  );
}
