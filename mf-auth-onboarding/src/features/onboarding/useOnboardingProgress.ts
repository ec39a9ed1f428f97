import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@anchor/app-runtime';
import { ONBOARDING_STEPS, type OnboardingProgress, type OnboardingStepId } from '@anchor/contracts';
import { answersFromDraft, answersToDraft } from './onboarding-answers';
import { onboardingProgressStorage } from './onboarding-progress-storage';
import { firstIncompleteStepIndex } from './onboarding-steps';
import { useGetOnboardingProgressQuery, useSaveOnboardingProgressMutation } from '../../api/onboarding.api';
import { resumedAt, selectAnswers, selectResumed, selectStepIndex } from './onboarding.slice';

export const RESUME_PARAM = 'resume_onboarding';

/** Typing pauses this long before the answers go to the server. */
export const PROGRESS_SAVE_DELAY_MS = 600;

/** Server ids first, then any the server missed (a failed PUT), in step order. */
const mergeSteps = (a: readonly string[], b: readonly string[]): OnboardingStepId[] =>
  ONBOARDING_STEPS.filter((step) => a.includes(step) || b.includes(step));

/**
 * The wizard's progress lives on the server (completed steps, the step on screen, the answers so far)
 * and the completed ids also locally. When the wizard opens it continues where
 * the user left it; with `?resume_onboarding=true` at the first step not yet completed.
 */
export function useOnboardingProgress() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const resumeMode = params.get(RESUME_PARAM) === 'true';
  const resumed = useAppSelector(selectResumed);
  const answers = useAppSelector(selectAnswers);
  const stepIndex = useAppSelector(selectStepIndex);
  const { data, isLoading, isError } = useGetOnboardingProgressQuery();
  const [saveProgress] = useSaveOnboardingProgressMutation();
  const completed = useRef<OnboardingStepId[] | null>(null);
  const completedSteps = useCallback(
    () => mergeSteps(completed.current ?? data?.completedSteps ?? [], onboardingProgressStorage.read()),
    [data],
  );

  useEffect(() => {
    if (resumed || isLoading) return;
    const steps = isError ? onboardingProgressStorage.read() : (data?.completedSteps ?? []);
    const savedStep = resumeMode ? firstIncompleteStepIndex(steps) : (data?.currentStep ?? 0);
    dispatch(resumedAt({ stepIndex: savedStep, answers: data?.answers ? answersFromDraft(data.answers) : null }));
  }, [dispatch, resumeMode, resumed, isLoading, isError, data]);

  const pending = useRef<OnboardingProgress | null>(null);
  const send = useCallback(
    (progress: OnboardingProgress) => {
      pending.current = null;
      saveProgress(progress)
        .unwrap()
        .catch((error: unknown) => console.error('Could not save onboarding progress', error));
    },
    [saveProgress],
  );

  // Every change (a step, a keystroke) reaches the server after a short pause: a reload loses nothing.
  useEffect(() => {
    if (!resumed) return undefined;
    pending.current = { completedSteps: completedSteps(), currentStep: stepIndex, answers: answersToDraft(answers) };
    const timer = setTimeout(() => pending.current && send(pending.current), PROGRESS_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [resumed, stepIndex, answers, completedSteps, send]);

  // Leaving the wizard (Skip Setup) sends what is still waiting.
  useEffect(() => () => void (pending.current && send(pending.current)), [send]);

  /** Next or Skip This Step: saved at once, with the step the user moves on to. */
  const markCompleted = useCallback(
    (step: OnboardingStepId, nextStepIndex: number) => {
      const steps = mergeSteps(completedSteps(), [step]);
      completed.current = steps;
      onboardingProgressStorage.write(steps);
      send({ completedSteps: steps, currentStep: nextStepIndex, answers: answersToDraft(answers) });
    },
    [completedSteps, answers, send],
  );

  return { resumeMode, waitingToResume: !resumed && isLoading, completedSteps, markCompleted };
}
