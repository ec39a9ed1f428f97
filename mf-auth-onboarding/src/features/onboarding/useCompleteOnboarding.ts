import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  describeApiError,
  localFlags,
  selectPreferences,
  useAppDispatch,
  useAppSelector,
  useGetCurrentUserQuery,
  useToast,
  useUpdateOnboardingStatusMutation,
} from '@anchor/app-runtime';
import { OnboardingCopy } from './copy';
import { toOnboardingConfig } from './onboarding-answers';
import { onboardingProgressStorage } from './onboarding-progress-storage';
import { useCompleteOnboardingMutation } from '../../api/onboarding.api';
import { assessmentPhaseStarted, onboardingReset, selectAnswers, wizardPhaseResumed } from './onboarding.slice';

const DONE = { onboardingCompleted: true, setupCompleted: true };

/**
 * Finishing the wizard: the configuration is posted and only once the server has stored it are the
 * local flags set and the progress cleared. A refusal says why and keeps the wizard with every answer
 * (nothing entered is lost). After the first run the registration assessment follows; Resume Setup
 * marks setup done and goes home.
 */
export function useCompleteOnboarding(resumeMode: boolean) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const answers = useAppSelector(selectAnswers);
  const { largeText, highContrast } = useAppSelector(selectPreferences);
  const [completeOnboarding] = useCompleteOnboardingMutation();
  const [updateStatus] = useUpdateOnboardingStatusMutation();
  const [isFinishing, setIsFinishing] = useState(false);
  const userId = useGetCurrentUserQuery().data?.id;

  const finish = useCallback(async () => {
    setIsFinishing(true);
    // The assessment is the next screen: /auth must not send the now set-up user home before it.
    if (!resumeMode) dispatch(assessmentPhaseStarted());
    try {
      // The theme holds the accessibility choices as they stand now, wherever they were last changed.
      await completeOnboarding({ ...toOnboardingConfig(answers), largeText, highContrast }).unwrap();
    } catch (error) {
      console.error('Could not save the onboarding configuration', error);
      dispatch(wizardPhaseResumed());
      toast({ title: OnboardingCopy.saveFailedTitle, description: describeApiError(error), variant: 'destructive' });
      setIsFinishing(false);
      return;
    }
    if (userId !== undefined) {
      localFlags.set('onboarding_completed', 'true', userId);
      localFlags.set('setup_completed', 'true', userId);
    }
    onboardingProgressStorage.clear();
    if (!resumeMode) return;
    await updateStatus(DONE)
      .unwrap()
      .catch((error: unknown) => console.error('Could not save the setup status', error));
    navigate('/', { replace: true });
    dispatch(onboardingReset());
  }, [
    dispatch,
    navigate,
    toast,
    userId,
    answers,
    largeText,
    highContrast,
    completeOnboarding,
    updateStatus,
    resumeMode,
  ]);

  return { finish, isFinishing };
}
