import { useAppDispatch } from '@anchor/app-runtime';
import { PCL5_ITEM_COUNT, type Pcl5Answer } from '@anchor/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { questionAnswered, questionShown, reviewOpened } from '../flow/assessment.slice';

/** The next question appears 500 ms after an answer, so the choice is seen. */
export const AUTO_ADVANCE_MS = 500;

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
