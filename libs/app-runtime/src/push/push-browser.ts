import { base64UrlToBytes } from './application-server-key';
import { SERVICE_WORKER_URL } from './service-worker-url';

export type PushState = 'unsupported' | 'denied' | 'default' | 'subscribed';

/** Web Push needs all three: a service worker, the Push API and the Notifications API. */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** 'subscribed' only when the user granted permission AND this browser holds a subscription. */
export async function readPushState(): Promise<PushState> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'default';
  return (await currentPushSubscription()) ? 'subscribed' : 'default';
}

/** The shell registers the worker after sign-in; a standalone remote page may not have, so register here too. */
export async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (!existing) await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/**
 * This browser's subscription: the one it already holds (left from an earlier sign-in; subscribing again
 * beside it would fail) or a new one made with the server's VAPID public key.
 */
export async function subscribeThisBrowser(fetchPublicKey: () => Promise<string>): Promise<PushSubscription> {
  const registration = await activeRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  const applicationServerKey = base64UrlToBytes(await fetchPublicKey());
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}
