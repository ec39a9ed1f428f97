import { useCallback, useEffect, useRef, useState } from 'react';
import { describeApiError, toApiError } from '@anchor/app-runtime';
import { SubscriptionMessages, type PaymentMethod, type PlanId } from '@anchor/contracts';
import { useAnswers } from '../onboarding/useAnswers';
import { useGetSubscriptionQuery, useStartTrialMutation } from '../../api/subscription.api';
import { useCheckout } from './useCheckout';

/** The wizard moves on about 1 second after a payment method is chosen, once the toast is seen. */
export const AUTO_ADVANCE_MS = 1000;

export type TrialOutcome = 'idle' | 'starting' | 'started' | 'already-used' | 'failed';

/** Starts the free trial with the chosen method, then advances the wizard after AUTO_ADVANCE_MS. */
export function useStartTrial(plan: PlanId | null, onAdvance: () => void) {
  const { update } = useAnswers();
  const [startTrial] = useStartTrialMutation();
  const { data: subscription } = useGetSubscriptionQuery();
  const checkout = useCheckout('onboarding');
  const [outcome, setOutcome] = useState<TrialOutcome>('idle');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = useCallback(
    async (paymentMethod: PaymentMethod) => {
      if (!plan) return;
      setOutcome('starting');
      update({ subscriptionTier: plan, paymentProvider: paymentMethod });
      try {
        // With Stripe the trial starts on its payment page; the step confirms it on the way back.
        if (subscription?.processor === 'stripe') return await checkout(plan, paymentMethod);
        await startTrial({ plan, paymentMethod }).unwrap();
        setOutcome('started');
        timer.current = setTimeout(onAdvance, AUTO_ADVANCE_MS);
      } catch (error) {
        const apiError = toApiError(error);
        // 409: a trial was used (or a plan is already running); either way the user may simply go on.
        const conflict = apiError.status === 409;
        setOutcome(conflict ? 'already-used' : 'failed');
        setErrorMessage(conflict ? SubscriptionMessages.trialAlreadyUsed : describeApiError(apiError));
      }
    },
    [plan, update, startTrial, onAdvance, subscription?.processor, checkout],
  );

  return { choose, outcome, errorMessage };
}
