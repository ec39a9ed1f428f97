import { NotificationApiPath, withId } from '@anchor/contracts';
import { isMoodCheck } from '../notifications/mood-check-in-request';
import { notificationLink } from '../notifications/notification-link';
import { notifyClients, windowClients } from './notify-clients';
import { openLink } from './open-link';
import { openMoodCheckIn } from './open-mood-check-in';
import type { ShownNotificationData } from './show-push';
import type { NotificationEvent, ServiceWorkerScope } from './sw-types';

/** The API's conventions from a worker: the session cookie and the CSRF header, never a cached answer. */
function post(path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(path, {
    method: 'POST',
    credentials: 'include',
    cache: 'no-store',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function focusApp(scope: ServiceWorkerScope): Promise<void> {
  const origin = scope.location.origin;
  const open = (await windowClients(scope.clients)).find((client) => client.url.startsWith(origin));
  if (open) await open.focus();
  else await scope.clients.openWindow('/');
}

/** What a click on the notification's body opens: the check-in, the notification's screen, or the app. */
function openFor(scope: ServiceWorkerScope, data: ShownNotificationData['data'] | undefined): Promise<void> {
  if (isMoodCheck(data)) return openMoodCheckIn(scope);
  const link = notificationLink(data);
  return link ? openLink(scope, link) : focusApp(scope);
}

async function respond(
  scope: ServiceWorkerScope,
  action: string,
  id: number | undefined,
  data: ShownNotificationData['data'] | undefined,
): Promise<void> {
  // A button (Taken, Snooze: the server's own action names) is answered without opening the app; a
  // click on the notification's body (no action) opens it: at the check-in for a mood check, at the
  // meditation for its end bell.
  if (id !== undefined && action) {
    await post(withId(NotificationApiPath.actions, id), { action });
  } else {
    await openFor(scope, data);
    if (id !== undefined) await post(withId(NotificationApiPath.read, id));
  }
  await notifyClients(scope.clients);
}

export function handleNotificationClick(scope: ServiceWorkerScope, event: NotificationEvent): void {
  event.notification.close();
  const data = event.notification.data as Partial<ShownNotificationData> | null;
  const id = typeof data?.notificationId === 'number' ? data.notificationId : undefined;
  // A failed call must not reject waitUntil; the bell still shows the notification as unread.
  event.waitUntil(respond(scope, event.action, id, data?.data).catch(() => undefined));
}
