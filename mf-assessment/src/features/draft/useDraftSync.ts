import { sendOnPageClose, useAppDispatch } from '@anchor/app-runtime';
import { AssessmentApiPath, PCL5_ITEM_COUNT, type AssessmentDraftRequest, type Pcl5Answer } from '@anchor/contracts';
import { useCallback, useEffect, useRef } from 'react';
import {
  useDeleteAssessmentDraftMutation,
  useGetAssessmentDraftQuery,
  useSaveAssessmentDraftMutation,
} from '../../api/assessment.api';
import { draftRestored, type AssessmentFlowState } from '../flow/assessment.slice';

/** Debounced: one PUT per burst of answering, half a second after the last change. */
export const DRAFT_SAVE_DEBOUNCE_MS = 500;

type PendingDraft = AssessmentDraftRequest | 'delete';

const draftKey = (responses: Pcl5Answer[], currentIndex: number) => JSON.stringify([responses, currentIndex]);
const EMPTY_DRAFT_KEY = draftKey(
  Array.from({ length: PCL5_ITEM_COUNT }, () => null),
  0,
);
const hasAnswers = (responses: Pcl5Answer[]) => responses.some((answer) => answer !== null);

/** An answer given in the last half second still reaches the server when the page closes. */
function sendDraftOnUnload(pending: PendingDraft) {
  if (pending === 'delete') sendOnPageClose({ url: AssessmentApiPath.draft, method: 'DELETE' });
  else sendOnPageClose({ url: AssessmentApiPath.draft, method: 'PUT', body: pending });
}

function useDraftRestore(flow: AssessmentFlowState, lastSent: { current: string }) {
  const dispatch = useAppDispatch();
  const draft = useGetAssessmentDraftQuery(undefined, { skip: flow.draftRestored, refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (flow.draftRestored) return;
    if (draft.isSuccess) {
      if (draft.data && !hasAnswers(flow.responses))
        lastSent.current = draftKey(draft.data.responses, draft.data.currentIndex);
      dispatch(draftRestored(draft.data));
    } else if (draft.isError) {
      console.warn('Could not load the saved assessment draft', draft.error);
      dispatch(draftRestored(null));
    }
  }, [dispatch, draft.isSuccess, draft.isError, draft.data, draft.error, flow.draftRestored, flow.responses, lastSent]);
}

/** Sends the unsent change when the page closes (keepalive) or the flow unmounts (an ordinary request). */
function useSendPendingOnLeave(
  pending: { current: PendingDraft | null },
  timer: { current: ReturnType<typeof setTimeout> | undefined },
  flush: () => Promise<unknown>,
) {
  useEffect(() => {
    const onPageHide = () => {
      if (!pending.current) return;
      clearTimeout(timer.current);
      sendDraftOnUnload(pending.current);
      pending.current = null;
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the tab keeps the page alive: an ordinary request still arrives.
      void flush();
    };
  }, [flush, pending, timer]);
}

/**
 * Keeps the server draft in step with the answers in the store: restores it once on mount, saves it
 * (debounced) after every change, and sends what is pending when the flow unmounts or the page closes.
 */
export function useDraftSync(flow: AssessmentFlowState) {
  const [saveDraft] = useSaveAssessmentDraftMutation();
  const [deleteDraft] = useDeleteAssessmentDraftMutation();
  const lastSent = useRef(draftKey(flow.responses, flow.currentIndex));
  const pending = useRef<PendingDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());

  useDraftRestore(flow, lastSent);

  /** Sends the pending change now; resolves once every draft request sent so far has settled. */
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next) {
      const request = next === 'delete' ? deleteDraft() : saveDraft(next);
      const previous = inFlight.current;
      inFlight.current = Promise.all([previous, request.unwrap()]).catch((error: unknown) =>
        console.warn('Could not save the assessment draft', error),
      );
    }
    return inFlight.current;
  }, [deleteDraft, saveDraft]);

  /** Forgets any unsent change once the assessment has ended: the server no longer keeps a draft. */
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    lastSent.current = EMPTY_DRAFT_KEY;
  }, []);

  const inProgress = flow.step === 'questions' || flow.step === 'review';
  useEffect(() => {
    if (!flow.draftRestored || !inProgress) return;
    const key = draftKey(flow.responses, flow.currentIndex);
    if (key === lastSent.current) return;
    lastSent.current = key;
    pending.current = hasAnswers(flow.responses)
      ? { responses: flow.responses, currentIndex: flow.currentIndex }
      : 'delete';
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DEBOUNCE_MS);
  }, [flow.draftRestored, inProgress, flow.responses, flow.currentIndex, flush]);

  useSendPendingOnLeave(pending, timer, flush);

  return { flush, discard, isRestoring: !flow.draftRestored };
}

export type DraftSync = ReturnType<typeof useDraftSync>;
