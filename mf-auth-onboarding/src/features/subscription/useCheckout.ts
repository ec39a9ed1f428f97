import { useCallback } from 'react';
import type { CheckoutReturn, PaymentMethod, PlanId } from '@anchor/contracts';
import { useStartCheckoutMutation } from '../../api/subscription.api';

/** Leaves for the processor's page (a full navigation: it is another site). */
export function openPaymentPage(url: string): void {
  window.location.assign(url);
}

/**
 * With a processor that has a payment page (Stripe), a plan starts there: the person is sent to it and
 * comes back to `returnTo`, where useCheckoutReturn confirms the payment with the server.
 */
export function useCheckout(returnTo: CheckoutReturn) {
  const [startCheckout] = useStartCheckoutMutation();
  return useCallback(
    async (plan: PlanId, paymentMethod: PaymentMethod) => {
      const { url } = await startCheckout({ plan, paymentMethod, returnTo }).unwrap();
      openPaymentPage(url);
    },
    [startCheckout, returnTo],
  );
}
