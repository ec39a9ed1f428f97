import { useState } from 'react';
import { describeApiError, useToast } from '@anchor/app-runtime';
import type { PaymentMethod, PlanId } from '@anchor/contracts';
import { Button } from '@anchor/ui';
import { useGetSubscriptionQuery, useStartPlanMutation } from '../../api/subscription.api';
import { SubscriptionCardCopy, SubscriptionCopy } from './copy';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { PlanChooser } from './PlanChooser';
import { useCheckout } from './useCheckout';
import type { TrialOutcome } from './useStartTrial';

export interface StartPlanLaterProps {
  /** The one free trial was used (the old plan expired): the first period is paid now. */
  trialUsed: boolean;
  onClose: () => void;
}

/** The onboarding plan chooser and payment screen, from the Subscription card. */
export function StartPlanLater({ trialUsed, onClose }: StartPlanLaterProps) {
  const toast = useToast();
  const [startPlan] = useStartPlanMutation();
  const { data: subscription } = useGetSubscriptionQuery();
  const checkout = useCheckout('settings');
  const [picked, setPicked] = useState<PlanId | null>(null);
  const [screen, setScreen] = useState<'plans' | 'payment'>('plans');
  const [outcome, setOutcome] = useState<TrialOutcome>('idle');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const choose = async (paymentMethod: PaymentMethod) => {
    if (!picked) return;
    setOutcome('starting');
    try {
      // With Stripe the plan starts on its payment page, and the card confirms it on the way back.
      if (subscription?.processor === 'stripe') return await checkout(picked, paymentMethod);
      await startPlan({ plan: picked, paymentMethod }).unwrap();
      setOutcome('started');
      toast({ title: trialUsed ? SubscriptionCopy.planStarted : SubscriptionCopy.trialStarted });
      onClose();
    } catch (error) {
      setOutcome('failed');
      setErrorMessage(describeApiError(error));
    }
  };

  return (
    <section aria-label={SubscriptionCardCopy.choosePlan}>
      {screen === 'payment' && picked ? (
        <PaymentMethodPicker
          plan={picked}
          trial={!trialUsed}
          outcome={outcome}
          errorMessage={errorMessage}
          onChoose={(method) => void choose(method)}
          onBack={() => setScreen('plans')}
          onContinue={onClose}
        />
      ) : (
        <PlanChooser picked={picked} trial={!trialUsed} onPick={setPicked} onStartTrial={() => setScreen('payment')} />
      )}
      <Button variant="ghost" size="sm" onClick={onClose}>
        {SubscriptionCardCopy.closeChooser}
      </Button>
    </section>
  );
}
