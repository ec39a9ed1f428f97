import { useAppDispatch, useToast } from '@anchor/app-runtime';
import { assessmentStatus } from '@anchor/clinical';
import { ASSESSMENT_COMPLETED_EVENT, ASSESSMENT_TYPE_PCL5, type Pcl5Answer } from '@anchor/contracts';
import { useCallback, useState } from 'react';
import {
  assessmentApi,
  useDeleteAssessmentDraftMutation,
  useMarkAssessmentCompletedMutation,
  useSubmitAssessmentMutation,
} from '../../api/assessment.api';
import { ReviewCopy } from '../../copy';
import type { DraftSync } from '../draft/useDraftSync';
import { assessmentClosed, assessmentCompleted, assessmentSubmitted } from '../flow/assessment.slice';

const ZERO_CLUSTERS = { intrusion: 0, avoidance: 0, cognition: 0, arousal: 0 };

/**
 * The store's `completedThisPage` hides the banner at once; the `assessmentCompleted` window event
 * still tells anything outside the store (the event the banner also listens for).
 */
const announceCompletion = () => window.dispatchEvent(new Event(ASSESSMENT_COMPLETED_EVENT));

/**
 * The cached cycle status as it is now, until the refetch the mutation triggered brings the server's own:
 * a banner mounted in between must not flash "overdue".
 */
const statusCompletedAt = (completedAt: string) =>
  assessmentApi.util.upsertQueryData(
    'getAssessmentStatus',
    undefined,
    assessmentStatus(new Date(completedAt), new Date()),
  );

type SetBusy = (busy: boolean) => void;

/** Submits the answers, shows the result, and records the completion (a tracking failure is only logged). */
function useSubmitAssessment(draft: DraftSync, setBusy: SetBusy) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [submitAssessment] = useSubmitAssessmentMutation();
  const [markCompleted] = useMarkAssessmentCompletedMutation();
  return useCallback(
    async (responses: Pcl5Answer[]) => {
      setBusy(true);
      try {
        // The server clears the draft on submit: a draft save still on its way must not bring it back.
        await draft.flush();
        const result = await submitAssessment({ responses }).unwrap();
        draft.discard();
        dispatch(assessmentSubmitted(result));
        void dispatch(statusCompletedAt(result.completedAt));
        announceCompletion();
        markCompleted({
          assessmentType: ASSESSMENT_TYPE_PCL5,
          score: result.totalScore,
          clusters: { ...result.clusters },
          completedAt: result.completedAt,
          skipped: false,
        })
          .unwrap()
          // Completion tracking is bookkeeping: a failure is logged, never shown.
          .catch((error: unknown) => console.warn('Completion tracking failed', error));
      } catch (error) {
        console.warn('Submitting the assessment failed', error);
        toast({ title: ReviewCopy.submitFailedTitle, description: ReviewCopy.submitFailed, variant: 'destructive' });
      } finally {
        setBusy(false);
      }
    },
    [dispatch, draft, markCompleted, setBusy, submitAssessment, toast],
  );
}

/** Records a skipped completion, clears the draft and leaves the flow. */
function useSkipAssessment(draft: DraftSync, onFinished: () => void, setBusy: SetBusy) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [markCompleted] = useMarkAssessmentCompletedMutation();
  const [deleteDraft] = useDeleteAssessmentDraftMutation();
  return useCallback(async () => {
    setBusy(true);
    try {
      await draft.flush();
      const completedAt = new Date().toISOString();
      await markCompleted({
        assessmentType: ASSESSMENT_TYPE_PCL5,
        score: 0,
        clusters: ZERO_CLUSTERS,
        completedAt,
        skipped: true,
      }).unwrap();
      void dispatch(statusCompletedAt(completedAt));
      draft.discard();
      deleteDraft()
        .unwrap()
        .catch((error: unknown) => console.warn('Could not clear the assessment draft', error));
      dispatch(assessmentCompleted());
      announceCompletion();
      dispatch(assessmentClosed());
      onFinished();
    } catch (error) {
      console.warn('Skipping the assessment failed', error);
      toast({ title: ReviewCopy.skipFailedTitle, description: ReviewCopy.skipFailed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }, [deleteDraft, dispatch, draft, markCompleted, onFinished, setBusy, toast]);
}

/** Submitting the answers and skipping the assessment: the two ways a monthly assessment ends. */
export function useAssessmentCompletion(draft: DraftSync, onFinished: () => void) {
  const [busy, setBusy] = useState(false);
  const submit = useSubmitAssessment(draft, setBusy);
  const skip = useSkipAssessment(draft, onFinished, setBusy);
  return { submit, skip, busy };
}
