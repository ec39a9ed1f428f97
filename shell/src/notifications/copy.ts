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
  invitationTitle: 'Invitation from a clinician',
  invitation: (name: string, email: string) => `${name} (${email}) invites you to share your results with them.`,
  invitationConsent:
    'Accepting makes them your provider and turns provider sharing on: they see the assessments you choose to share, and nothing else unless you turn it on in Settings.',
  accept: 'Accept',
  decline: 'Decline',
  accepted: (name: string) => `${name} is now your provider.`,
  declined: (name: string) => `You declined ${name}'s invitation. Nothing was shared.`,
  answerFailed: 'Your answer was not saved. Please try again.',
  fallbackTitle: 'Anchor',
  fallbackBody: 'You have a new notification.',
} as const;
