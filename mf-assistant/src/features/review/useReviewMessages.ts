import { useCallback, useRef } from 'react';
import { toApiError } from '@anchor/app-runtime';
import type { Pcl5Answer } from '@anchor/contracts';
import { useLazyGetLatestAssessmentForReviewQuery } from '../../api/review.api';
import { ANALYSIS_MESSAGE_ID, assistantMessage, messageId, type ChatMessage } from '../chat/chat-message';
import { ReviewCopy } from './copy';
import { analysisText, challengingItems } from './review-analysis';
import { useReviewWalk } from './useReviewWalk';

/** What the review says in the chat: the latest answers (or why there are none), the analysis and the walk. */
export function useReviewMessages(add: (message: ChatMessage) => void) {
  const analysisShown = useRef(false);
  const [fetchLatest] = useLazyGetLatestAssessmentForReviewQuery();
  const walk = useReviewWalk(add);

  /** The latest answers; 'none' without any; null after a failure (its message is already added). */
  const latest = useCallback(async (): Promise<Pcl5Answer[] | 'none' | null> => {
    try {
      const result = await fetchLatest(undefined, false).unwrap();
      return result.responses.length > 0 ? result.responses : 'none';
    } catch (error) {
      if (toApiError(error).status === 404) return 'none';
      add(assistantMessage(ReviewCopy.fetchFailed, 'error'));
      return null;
    }
  }, [add, fetchLatest]);

  /**
   * The analysis (the first of a session has the id 'assessment-analysis'). With `offerInline` it ends with the
   * offer to walk through the hardest items and carries its buttons; otherwise a follow-up question does.
   */
  const analyse = useCallback(
    (answers: Pcl5Answer[], offerInline: boolean) => {
      const id = analysisShown.current ? messageId('assistant') : ANALYSIS_MESSAGE_ID;
      analysisShown.current = true;
      const buttons = walk.prepare(answers);
      const inline = offerInline && buttons.length > 0;
      const text = `${analysisText(answers, new Date())}${inline ? ` ${ReviewCopy.walkOfferLine}` : ''}`;
      add({ ...assistantMessage(text, 'insight', { buttons: inline ? buttons : [] }), id });
      if (buttons.length === 0) add(assistantMessage(ReviewCopy.noChallenging, 'question'));
      else if (!inline) {
        add(assistantMessage(ReviewCopy.walkOffer(challengingItems(answers).length), 'question', { buttons }));
      }
    },
    [add, walk],
  );

  /**
   * The welcome once the review prompt is answered. It thanks the person for their answers, so after an analysis
   * (which already does) the chat suppresses it; it shows when no analysis could be given.
   */
  const welcome = useCallback(() => add(assistantMessage(ReviewCopy.welcome, 'support', { welcome: true })), [add]);

  return { latest, analyse, welcome, handleButton: walk.handle };
}
