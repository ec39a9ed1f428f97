import { useCallback } from 'react';
import { describeApiError, toApiError, useToast } from '@anchor/app-runtime';
import { SubscriptionCardCopy } from './copy';
import {
  useCancelSubscriptionMutation,
  usePauseSubscriptionMutation,
  useResumeSubscriptionMutation,
} from '../../api/subscription.api';

/** Cancel, pause and resume, each telling the user how it went; the server enforces which is allowed. */
export function useSubscriptionActions() {
  const toast = useToast();
  const [cancel, cancelState] = useCancelSubscriptionMutation();
  const [pause, pauseState] = usePauseSubscriptionMutation();
  const [resume, resumeState] = useResumeSubscriptionMutation();

  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      try {
        await action();
        toast({ title: SubscriptionCardCopy.doneTitle });
      } catch (error) {
        const apiError = toApiError(error);
        toast({
          title: SubscriptionCardCopy.failedTitle,
          description: describeApiError(apiError),
          variant: 'destructive',
        });
      }
    },
    [toast],
  );

  return {
    busy: cancelState.isLoading || pauseState.isLoading || resumeState.isLoading,
    cancel: () => run(() => cancel().unwrap()),
    pause: (months: number) => run(() => pause({ months }).unwrap()),
    resume: () => run(() => resume().unwrap()),
  };
}
