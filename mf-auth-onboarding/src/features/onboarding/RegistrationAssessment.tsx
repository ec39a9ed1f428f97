import { Stack } from '@anchor/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { RemoteSlot, useAppDispatch } from '@anchor/app-runtime';
import { RemoteModule } from '@anchor/contracts';
import { onboardingReset } from './onboarding.slice';

/**
 * 'Complete Your Registration': the PCL-5 from mf-assessment in its registration variant (it shows the
 * title). Finishing it, or its one 'Skip Assessment' (which records the skip), goes home, replacing /auth
 * in the history.
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
    <Stack gap="lg">
      <RemoteSlot
        module={RemoteModule.assessmentTab}
        loading="card"
        props={{ variant: 'registration', onComplete: goHome }}
      />
    </Stack>
  );
}
