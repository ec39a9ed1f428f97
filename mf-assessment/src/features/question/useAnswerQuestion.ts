import { useAppDispatch } from '@anchor/app-runtime';
import { PCL5_ITEM_COUNT, type Pcl5Answer } from '@anchor/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { questionAnswered, questionShown, reviewOpened } from '../flow/assessment.slice';

/** The next question appears 500 ms after an answer, so the choice is seen. */
export const AUTO_ADVANCE_MS = 500;
/** A short vibration confirms an answer on devices that have one. */
export const HAPTIC_MS = 300;

/** Vibrates where the browser supports it (phones); elsewhere nothing happens. */
function hapticTick(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(HAPTIC_MS);
}

/**
 * Records an answer, then moves on after a short pause so the choice is seen: to the next question, or
 * back to the review list when the question was opened from it. The last question stays put.
 */
export function useAnswerQuestion(index: number, editingFromReview: boolean) {
  const dispatch = useAppDispatch();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Any move to another question cancels a pending advance.
  useEffect(() => () => clearTimeout(timer.current), [index]);

  return useCallback(
    (answer: Exclude<Pcl5Answer, null>) => {
      dispatch(questionAnswered({ index, answer }));
      hapticTick();
      clearTimeout(timer.current);
      const isLast = index === PCL5_ITEM_COUNT - 1;
      if (isLast && !editingFromReview) return;
      timer.current = setTimeout(
        () => dispatch(editingFromReview ? reviewOpened() : questionShown(index + 1)),
        AUTO_ADVANCE_MS,
      );
    },
    [dispatch, editingFromReview, index],
  );
}
