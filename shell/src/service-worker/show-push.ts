import type { PushPayload } from '@anchor/contracts';
import { NotificationsCopy } from '../notifications/copy';
import { notifyClients } from './notify-clients';
import type { PushEvent, PushNotificationOptions, ServiceWorkerScope } from './sw-types';

/** What the notification itself keeps, so a click knows which row to act on. */
export interface ShownNotificationData {
  notificationId: number;
  type: PushPayload['type'];
  data: PushPayload['data'];
}

function parsePayload(event: PushEvent): PushPayload | null {
  try {
    const payload = event.data?.json() as Partial<PushPayload> | undefined;
    if (!payload || typeof payload.notificationId !== 'number' || typeof payload.title !== 'string') return null;
    return { body: '', type: 'reminder', data: {}, actions: [], ...payload } as PushPayload;
  } catch {
    return null;
  }
}

async function show(scope: ServiceWorkerScope, payload: PushPayload): Promise<void> {
  const data: ShownNotificationData = {
    notificationId: payload.notificationId,
    type: payload.type,
    data: payload.data,
  };
  const options: PushNotificationOptions = {
    body: payload.body,
    // One notification per row: a redelivered push replaces the earlier one instead of stacking.
    tag: String(payload.notificationId),
    data,
    // Medication reminders carry Taken and Snooze 10 min; the server names and titles them.
    actions: payload.actions,
  };
  await scope.registration.showNotification(payload.title, options);
}

/** A push always shows something (userVisibleOnly) and makes open pages refresh their bell. */
export function handlePush(scope: ServiceWorkerScope, event: PushEvent): void {
  const payload = parsePayload(event);
  const shown = payload
    ? show(scope, payload)
    : scope.registration.showNotification(NotificationsCopy.fallbackTitle, { body: NotificationsCopy.fallbackBody });
  event.waitUntil(Promise.all([shown, notifyClients(scope.clients)]));
}
