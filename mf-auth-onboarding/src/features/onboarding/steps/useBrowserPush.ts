import { useCallback, useState } from 'react';
import { usePushSubscription, type PushState } from '@anchor/app-runtime';

/**
 * The onboarding push switch asks the browser on the person's own tap (browsers only allow the
 * question then) and subscribes; what the browser answered is kept to say so under the switch.
 */
export function useBrowserPush() {
  const push = usePushSubscription();
  const [answered, setAnswered] = useState<PushState | 'failed' | null>(null);

  const askOnTap = useCallback(async () => {
    if (push.state === 'subscribed' || push.state === 'unsupported') return;
    try {
      setAnswered(await push.enable());
    } catch (error) {
      console.error('Push subscription failed', error);
      setAnswered('failed');
    }
  }, [push]);

  return { state: answered ?? push.state, askOnTap };
}
