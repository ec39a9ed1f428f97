import { ApiErrorCode, type WebPushSubscriptionJson } from '@anchor/contracts';
import { useCallback, useEffect, useState } from 'react';
import {
  notificationsApi,
  useRegisterPushTokenMutation,
  useUnregisterPushSubscriptionMutation,
} from '../api/notifications.api';
import { toApiError } from '../api/api-error';
import {
  currentPushSubscription,
  isPushSupported,
  readPushState,
  subscribeThisBrowser,
  type PushState,
} from './push-browser';

export interface PushSubscriptionControls {
  /** null until the browser has been asked (asynchronously) what it allows and holds. */
  state: PushState | null;
  busy: boolean;
  /** Asks permission, subscribes with the server's VAPID key and registers the subscription. Throws on failure. */
  enable: () => Promise<PushState>;
  /** Unsubscribes this browser and tells the server to forget the subscription. Throws on failure. */
  disable: () => Promise<PushState>;
}

/** The server keeps a subscription with the account that registered it: 409 PUSH_SUBSCRIPTION_TAKEN. */
function isSubscriptionTaken(error: unknown): boolean {
  const failure = toApiError(error);
  return failure.status === 409 && failure.body?.code === ApiErrorCode.pushSubscriptionTaken;
}

/** Runs one change, then re-reads what the browser really holds, whether the change worked or not. */
function useTrackedPushState() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    readPushState()
      .then((next) => current && setState(next))
      .catch(() => current && setState('unsupported'));
    return () => {
      current = false;
    };
  }, []);

  const run = useCallback(async (work: () => Promise<void>): Promise<PushState> => {
    setBusy(true);
    let failure: { error: unknown } | null = null;
    try {
      if (isPushSupported()) await work();
    } catch (error) {
      failure = { error };
    }
    const next = await readPushState().catch((): PushState => 'unsupported');
    setState(next);
    setBusy(false);
    if (failure) throw failure.error;
    return next;
  }, []);

  return { state, busy, run };
}

/** This browser's Web Push subscription for the signed-in user. */
export function usePushSubscription(): PushSubscriptionControls {
  const [fetchVapidKey] = notificationsApi.useLazyGetVapidPublicKeyQuery();
  const [registerToken] = useRegisterPushTokenMutation();
  const [unregister] = useUnregisterPushSubscriptionMutation();
  const { state, busy, run } = useTrackedPushState();

  const enable = useCallback(
    () =>
      run(async () => {
        if ((await Notification.requestPermission()) !== 'granted') return;
        const publicKey = async () => (await fetchVapidKey().unwrap()).publicKey;
        const register = async (subscription: PushSubscription) => {
          try {
            await registerToken({ token: subscription.toJSON() as WebPushSubscriptionJson }).unwrap();
          } catch (error) {
            // A subscription the server does not know would never deliver anything: drop it.
            await subscription.unsubscribe().catch(() => undefined);
            throw error;
          }
        };
        try {
          await register(await subscribeThisBrowser(publicKey));
        } catch (error) {
          if (!isSubscriptionTaken(error)) throw error;
          // The browser still held another account's subscription (now dropped): a fresh one has a new endpoint.
          await register(await subscribeThisBrowser(publicKey));
        }
      }),
    [run, fetchVapidKey, registerToken],
  );

  const disable = useCallback(
    () =>
      run(async () => {
        const subscription = await currentPushSubscription();
        if (!subscription) return;
        const { endpoint } = subscription;
        await subscription.unsubscribe();
        await unregister({ endpoint }).unwrap();
      }),
    [run, unregister],
  );

  return { state, busy, enable, disable };
}
