import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  localFlags,
  patchCachedCurrentUser,
  useAppDispatch,
  useGetCurrentUserQuery,
  useUpdateOnboardingStatusMutation,
} from '@anchor/app-runtime';

/**
 * 'Skip Setup' leaves the wizard with onboarding done and setup not done, so home offers Resume Setup.
 * The user goes home whether or not the server heard us: skipping never traps anyone in setup.
 */
export function useSkipSetup() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [updateStatus] = useUpdateOnboardingStatusMutation();
  const [isSkipping, setIsSkipping] = useState(false);
  const userId = useGetCurrentUserQuery().data?.id;

  const skipSetup = useCallback(async () => {
    setIsSkipping(true);
    const status = { onboardingCompleted: true, setupCompleted: false };
    // The flag and the cache first: the home gate must let the user in even if the PATCH fails.
    if (userId !== undefined) localFlags.set('onboarding_completed', 'true', userId);
    dispatch(patchCachedCurrentUser(status));
    try {
      await updateStatus(status).unwrap();
    } catch (error) {
      console.error('Could not save the onboarding status', error);
    }
    navigate('/', { replace: true });
  }, [dispatch, userId, navigate, updateStatus]);

  return { skipSetup, isSkipping };
}
