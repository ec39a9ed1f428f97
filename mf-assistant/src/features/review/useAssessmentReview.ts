import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '@anchor/app-runtime';
import type { Pcl5Answer } from '@anchor/contracts';
import {
  useAnswerReviewOfferMutation,
  useGetReviewOfferQuery,
  useSaveReviewedAssessmentMutation,
} from '../../api/review.api';
import { assistantMessage, type ChatMessage } from '../chat/chat-message';
import { ReviewCopy } from './copy';
import { useReviewMessages } from './useReviewMessages';

type Phase = 'hidden' | 'prompt' | 'loading' | 'reviewing';

/** The older build kept answers in browser storage; they are removed when the chat opens and never written. */
const LEGACY_KEYS = ['lastPCL5Responses', 'lastPCL5Score'];

/** Shows the prompt while the server offers a review that has not been answered in this chat. */
function usePromptPhase() {
  const offer = useGetReviewOfferQuery(undefined, { refetchOnMountOrArgChange: true });
  const [phase, setPhase] = useState<Phase>('hidden');
  const answered = useRef(false);
  useEffect(() => {
    for (const key of LEGACY_KEYS) window.localStorage?.removeItem(key);
  }, []);
  useEffect(() => {
    if (offer.data?.offer && !answered.current) setPhase('prompt');
  }, [offer.data]);
  const markAnswered = useCallback(() => {
    answered.current = true;
  }, []);
  return { phase, setPhase, markAnswered };
}

/**
 * The assessment review in the chat: the prompt after the first chat following an assessment, the review card
 * (answers from the server, saved back as a new version), the analysis by band and time of day, and the walk
 * through the challenging items.
 */
export function useAssessmentReview(add: (message: ChatMessage) => void) {
  const { phase, setPhase, markAnswered } = usePromptPhase();
  const [responses, setResponses] = useState<Pcl5Answer[]>([]);
  const [index, setIndex] = useState(0);
  const [answerOffer] = useAnswerReviewOfferMutation();
  const [save, { isLoading: saving }] = useSaveReviewedAssessmentMutation();
  const messages = useReviewMessages(add);
  const toast = useToast();

  const start = useCallback(
    async (choice: 'review' | 'analysis') => {
      markAnswered();
      setPhase('loading');
      void answerOffer({ choice });
      const answers = await messages.latest();
      if (choice === 'review' && Array.isArray(answers)) {
        setResponses(answers);
        setIndex(0);
        setPhase('reviewing');
        return;
      }
      setPhase('hidden');
      if (answers === 'none' && choice === 'review') add(assistantMessage(ReviewCopy.noData, 'error'));
      if (answers === 'none' && choice === 'analysis') add(assistantMessage(ReviewCopy.noDataAnalysis, 'question'));
      if (Array.isArray(answers)) messages.analyse(answers, true);
      messages.welcome();
    },
    [add, answerOffer, markAnswered, messages, setPhase],
  );

  const finish = useCallback(async () => {
    try {
      const result = await save({ responses }).unwrap();
      void answerOffer({ choice: 'review' });
      setPhase('hidden');
      add(assistantMessage(ReviewCopy.updated(result.totalScore), 'support'));
      messages.analyse(responses, false);
      messages.welcome();
      toast({ title: ReviewCopy.updatedToastTitle, description: ReviewCopy.updatedToastDescription });
    } catch {
      add(assistantMessage(ReviewCopy.saveFailed, 'error'));
    }
  }, [add, answerOffer, messages, responses, save, setPhase, toast]);

  return {
    phase,
    responses,
    index,
    saving,
    yes: () => void start('review'),
    no: () => void start('analysis'),
    answer: (value: number) =>
      setResponses((current) => current.map((item, i) => (i === index ? (value as Pcl5Answer) : item))),
    previous: () => setIndex((i) => Math.max(0, i - 1)),
    next: () => setIndex((i) => Math.min(responses.length - 1, i + 1)),
    finish: () => void finish(),
    handleButton: messages.handleButton,
  };
}
