import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@anchor/app-runtime';
import { ONBOARDING_STEPS, type OnboardingStepId } from '@anchor/contracts';
import { onboardingProgressStorage } from './onboarding-progress-storage';
import { firstIncompleteStepIndex } from './onboarding-steps';
import { useGetOnboardingProgressQuery, useSaveOnboardingProgressMutation } from '../../api/onboarding.api';
import { resumedAt, selectResumed } from './onboarding.slice';

export const RESUME_PARAM = 'resume_onboarding';

/** Server ids first, then any the server missed (a failed PUT), in step order. */
const mergeSteps = (a: readonly string[], b: readonly string[]): OnboardingStepId[] =>
  ONBOARDING_STEPS.filter((step) => a.includes(step) || b.includes(step));

/**
 * Completed-step ids, kept locally and on the server. With
 * `?resume_onboarding=true` the wizard opens once at the first step not yet completed.
 */
export function useOnboardingProgress() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const resumeMode = params.get(RESUME_PARAM) === 'true';
  const resumed = useAppSelector(selectResumed);
  const { data, isLoading, isError } = useGetOnboardingProgressQuery();
  const [saveProgress] = useSaveOnboardingProgressMutation();
  const waitingToResume = resumeMode && !resumed && isLoading;

  useEffect(() => {
    if (!resumeMode || resumed || isLoading) return;
    const serverSteps = data?.completedSteps ?? [];
    const steps = isError ? onboardingProgressStorage.read() : serverSteps;
    dispatch(resumedAt(firstIncompleteStepIndex(steps)));
  }, [dispatch, resumeMode, resumed, isLoading, isError, data]);

  const markCompleted = useCallback(
    async (step: OnboardingStepId) => {
      const completedSteps = mergeSteps(mergeSteps(data?.completedSteps ?? [], onboardingProgressStorage.read()), [
        step,
      ]);
      onboardingProgressStorage.write(completedSteps);
      try {
        await saveProgress({ completedSteps }).unwrap();
      } catch (error) {
        console.error('Could not save onboarding progress', error);
      }
    },
    [data, saveProgress],
  );

  return { resumeMode, waitingToResume, markCompleted };
}
