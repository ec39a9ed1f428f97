import { PUSH_RECEIVED_MESSAGE, useGetNotificationsQuery } from '@anchor/app-runtime';
import { useEffect } from 'react';

/** In-app reminders reach the bell within this long even when no push can be delivered. */
export const NOTIFICATIONS_POLL_MS = 30_000;

const isPushMessage = (event: MessageEvent) =>
  typeof event.data === 'object' && event.data !== null && event.data.type === PUSH_RECEIVED_MESSAGE;

/**
 * The signed-in user's notifications (the server lists only those already due, newest first), polled,
 * and refetched at once when the service worker says a push came.
 */
export function useNotificationFeed() {
  const query = useGetNotificationsQuery(undefined, { pollingInterval: NOTIFICATIONS_POLL_MS });
  const { refetch } = query;

  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      if (isPushMessage(event)) void refetch();
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [refetch]);

  return {
    items: query.data?.items ?? [],
    unreadCount: query.data?.unreadCount ?? 0,
    isLoading: query.isLoading,
    isError: query.isError,
  };
}
