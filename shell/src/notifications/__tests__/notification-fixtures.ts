import type { NotificationItem, NotificationListResponse } from '@anchor/contracts';

export const aNotification = (overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id: 1,
  type: 'mood_check',
  title: 'Daily Mood Check',
  message: 'How are you feeling today?',
  data: { checkType: 'daily_mood' },
  scheduled: true,
  scheduledFor: '2026-11-21T09:00:00.000Z',
  sent: true,
  sentAt: '2026-11-21T09:00:02.000Z',
  status: 'sent',
  attempts: 1,
  lastError: null,
  readAt: null,
  actions: [],
  actionTaken: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

export const notificationList = (items: NotificationItem[]): NotificationListResponse => ({
  items,
  unreadCount: items.filter((item) => item.readAt === null).length,
  total: items.length,
  page: 1,
  pageSize: 20,
});
