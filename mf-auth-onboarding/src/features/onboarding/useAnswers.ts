import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@anchor/app-runtime';
import type { OnboardingAnswers } from './onboarding-answers';
import { answersChanged, selectAnswers } from './onboarding.slice';

/** The wizard's answers and a setter that merges a change into the slice. */
export function useAnswers() {
  const dispatch = useAppDispatch();
  const answers = useAppSelector(selectAnswers);
  const update = useCallback((change: Partial<OnboardingAnswers>) => dispatch(answersChanged(change)), [dispatch]);
  return { answers, update };
}
