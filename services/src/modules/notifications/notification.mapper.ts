import {
  PUSH_ACTION_TITLES,
  type NotificationAction,
  type NotificationData,
  type NotificationItem,
  type PushPayload,
} from '@anchor/contracts';
import type { NotificationEntity } from './entities/notification.entity';

export function parseData(notification: Pick<NotificationEntity, 'data'>): NotificationData {
  if (!notification.data) return {};
  const parsed: unknown = JSON.parse(notification.data);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as NotificationData) : {};
}

/** Medication reminders offer Taken and Snooze; nothing else has actions. */
export function actionsOf(notification: Pick<NotificationEntity, 'type' | 'data'>): NotificationAction[] {
  return notification.type === 'medication' && parseData(notification).medicationName ? ['taken', 'snooze'] : [];
}

export function toNotificationItem(notification: NotificationEntity): NotificationItem {
  return {
    id: notification.id,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    data: parseData(notification),
    scheduled: notification.scheduled,
    scheduledFor: notification.scheduledFor?.toISOString() ?? null,
    sent: notification.sent,
    sentAt: notification.sentAt?.toISOString() ?? null,
    status: notification.status,
    attempts: notification.attempts,
    lastError: notification.lastError,
    readAt: notification.readAt?.toISOString() ?? null,
    actions: actionsOf(notification),
    actionTaken: notification.actionTaken,
    createdAt: notification.createdAt.toISOString(),
  };
}

/** What the service worker receives (end-to-end encrypted by the Web Push protocol). */
export function toPushPayload(
  notification: Pick<NotificationEntity, 'id' | 'type' | 'title' | 'message' | 'data'>,
): PushPayload {
  return {
    notificationId: notification.id,
    title: notification.title,
    body: notification.message,
    type: notification.type,
    data: parseData(notification),
    actions: actionsOf(notification).map((action) => ({ action, title: PUSH_ACTION_TITLES[action] })),
  };
}
