import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { describeApiError, useToast } from '@anchor/app-runtime';
import { CHECKOUT_RESULT_PARAM, CHECKOUT_SESSION_PARAM } from '@anchor/contracts';
import { useConfirmCheckoutMutation } from '../../api/subscription.api';
import { SubscriptionCopy } from './copy';

/**
 * Back from the payment page (`?checkout=success&session_id=…` or `?checkout=cancelled`): the return URL
 * proves nothing, so the server confirms the session with the processor before the plan shows as started.
 * The parameters leave the address bar at once. `onStarted` runs once the plan has started.
 */
export function useCheckoutReturn(onStarted?: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirmCheckout, state] = useConfirmCheckoutMutation();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const result = params.get(CHECKOUT_RESULT_PARAM);
    if (!result || handled.current === location.search) return;
    handled.current = location.search;
    const sessionId = params.get(CHECKOUT_SESSION_PARAM);
    params.delete(CHECKOUT_RESULT_PARAM);
    params.delete(CHECKOUT_SESSION_PARAM);
    void navigate({ pathname: location.pathname, search: params.toString() }, { replace: true });
    if (result !== 'success' || !sessionId) {
      toast({ title: SubscriptionCopy.checkoutCancelled, description: SubscriptionCopy.checkoutCancelledDetail });
      return;
    }
    confirmCheckout({ sessionId })
      .unwrap()
      .then((sub) => {
        toast({ title: sub.status === 'trialing' ? SubscriptionCopy.trialStarted : SubscriptionCopy.planStarted });
        onStarted?.();
      })
      .catch((error: unknown) =>
        toast({ title: SubscriptionCopy.checkoutFailed, description: describeApiError(error), variant: 'destructive' }),
      );
  }, [location.search, location.pathname, navigate, toast, confirmCheckout, onStarted]);

  return { confirming: state.isLoading };
}
