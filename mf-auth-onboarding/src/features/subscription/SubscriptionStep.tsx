import { Stack } from '@anchor/ui';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@anchor/app-runtime';
import { planPicked, selectPickedPlan } from '../onboarding/onboarding.slice';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { PlanChooser } from './PlanChooser';
import { useCheckoutReturn } from './useCheckoutReturn';
import { useStartTrial } from './useStartTrial';

export interface SubscriptionStepProps {
  onAdvance: () => void;
}

/** Plans first; start-trial opens the payment methods; Back to Plans returns. */
export function SubscriptionStep({ onAdvance }: SubscriptionStepProps) {
  const dispatch = useAppDispatch();
  const picked = useAppSelector(selectPickedPlan);
  const [screen, setScreen] = useState<'plans' | 'payment'>('plans');
  const { choose, outcome, errorMessage } = useStartTrial(picked, onAdvance);
  // Back from Stripe's page: the step moves on once the server has confirmed the payment.
  useCheckoutReturn(onAdvance);
  return (
    <Stack gap="lg">
      {screen === 'payment' && picked ? (
        <PaymentMethodPicker
          plan={picked}
          outcome={outcome}
          errorMessage={errorMessage}
          onChoose={(method) => void choose(method)}
          onBack={() => setScreen('plans')}
          onContinue={onAdvance}
        />
      ) : (
        <PlanChooser
          picked={picked}
          onPick={(plan) => dispatch(planPicked(plan))}
          onStartTrial={() => setScreen('payment')}
        />
      )}
    </Stack>
  );
}
