/** Strings of the notification bell and of the service worker's fallback notification. */
export const NotificationsCopy = {
  bell: 'Notifications',
  unread: (count: number) => `${count} unread`,
  // Not 'Notifications': the toaster's live region already has that name.
  panelTitle: 'Your notifications',
  markAllRead: 'Mark all as read',
  empty: 'No notifications yet. Reminders you schedule in Settings appear here.',
  loadFailed: 'Your notifications could not be loaded.',
  notDelivered: 'Not delivered',
  unreadMarker: 'Unread',
  close: 'Close notifications',
  // Not 'How are you feeling?': that is the check-in's own heading inside the dialog.
  moodCheckInTitle: 'Daily mood check-in',
  fallbackTitle: 'Anchor',
  fallbackBody: 'You have a new notification.',
} as const;
