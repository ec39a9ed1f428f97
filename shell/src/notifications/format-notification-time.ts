import type { NotificationItem } from '@anchor/contracts';

const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When the user was (or should have been) told: delivery time, else the planned time, else creation. */
export function notificationInstant(item: NotificationItem): string {
  return item.sentAt ?? item.scheduledFor ?? item.createdAt;
}

export function formatNotificationTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}
