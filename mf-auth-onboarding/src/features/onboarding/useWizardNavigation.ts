import { useCallback, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@anchor/app-runtime';
import { answersChanged, selectAnswers, selectStepIndex, stepShown } from './onboarding.slice';
import { isOptionalStep, LAST_STEP_INDEX, ONBOARDING_STEPS } from './onboarding-steps';
import { defaultsOfStep, hasErrors, validateStep } from './step-validation';
import { useOnboardingProgress } from './useOnboardingProgress';

/** Next, Previous and Skip This Step over the slice's step index; Next stops on a step with errors. */
export function useWizardNavigation() {
  const dispatch = useAppDispatch();
  const stepIndex = useAppSelector(selectStepIndex);
  const answers = useAppSelector(selectAnswers);
  const { resumeMode, waitingToResume, completedSteps, markCompleted } = useOnboardingProgress();
  const step = ONBOARDING_STEPS[stepIndex];
  const errors = validateStep(step, answers);
  // Messages show only after the user tried to go on, not while they are still typing the first time.
  const [triedStep, setTriedStep] = useState<number | null>(null);

  const show = useCallback(
    (index: number) => {
      setTriedStep(null);
      dispatch(stepShown(index));
    },
    [dispatch],
  );

  const next = useCallback(() => {
    if (hasErrors(errors)) {
      setTriedStep(stepIndex);
      return;
    }
    const nextIndex = Math.min(stepIndex + 1, LAST_STEP_INDEX);
    markCompleted(step, nextIndex);
    show(nextIndex);
  }, [errors, markCompleted, show, step, stepIndex]);

  const skipStep = useCallback(() => {
    if (hasErrors(errors)) dispatch(answersChanged(defaultsOfStep(step)));
    markCompleted(step, stepIndex + 1);
    show(stepIndex + 1);
  }, [dispatch, errors, markCompleted, show, step, stepIndex]);

  return {
    step,
    stepIndex,
    resumeMode,
    waitingToResume,
    completedSteps: completedSteps(),
    shownErrors: triedStep === stepIndex ? errors : {},
    canSkipStep: isOptionalStep(step),
    next,
    previous: () => show(stepIndex - 1),
    skipStep,
  };
}
