import { useCallback, useState } from 'react';
import {
  localFlags,
  patchCachedCurrentUser,
  selectPreferences,
  useAppDispatch,
  useAppSelector,
  useGetCurrentUserQuery,
  useUpdateOnboardingStatusMutation,
} from '@anchor/app-runtime';
import { toOnboardingConfig } from './onboarding-answers';
import { onboardingProgressStorage } from './onboarding-progress-storage';
import { useCompleteOnboardingMutation } from '../../api/onboarding.api';
import { assessmentPhaseStarted, selectAnswers } from './onboarding.slice';

const DONE = { onboardingCompleted: true, setupCompleted: true };

/**
 * Finishing the wizard: the flags and the cached user change first, so the home
 * gate lets the user in whatever the server says; then the configuration is posted (and, in resume
 * mode, the status PATCH). Failures are logged only. The registration assessment shows meanwhile.
 */
export function useCompleteOnboarding(resumeMode: boolean) {
  const dispatch = useAppDispatch();
  const answers = useAppSelector(selectAnswers);
  const { largeText, highContrast } = useAppSelector(selectPreferences);
  const [completeOnboarding] = useCompleteOnboardingMutation();
  const [updateStatus] = useUpdateOnboardingStatusMutation();
  const [isFinishing, setIsFinishing] = useState(false);
  const userId = useGetCurrentUserQuery().data?.id;

  const finish = useCallback(async () => {
    setIsFinishing(true);
    // The assessment shows at once; /auth must not send the now set-up user home before it.
    dispatch(assessmentPhaseStarted());
    if (userId !== undefined) {
      localFlags.set('onboarding_completed', 'true', userId);
      localFlags.set('setup_completed', 'true', userId);
    }
    onboardingProgressStorage.clear();
    dispatch(patchCachedCurrentUser(DONE));
    try {
      // The theme holds the accessibility choices as they stand now, wherever they were last changed.
      await completeOnboarding({ ...toOnboardingConfig(answers), largeText, highContrast }).unwrap();
    } catch (error) {
      console.error('Could not save the onboarding configuration', error);
    }
    if (resumeMode) {
      try {
        await updateStatus(DONE).unwrap();
      } catch (error) {
        console.error('Could not save the setup status', error);
      }
    }
  }, [dispatch, userId, answers, largeText, highContrast, completeOnboarding, updateStatus, resumeMode]);

  return { finish, isFinishing };
}
