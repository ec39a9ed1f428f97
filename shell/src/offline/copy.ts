export const OfflineCopy = {
  title: 'You are offline',
  intro: 'Anchor cannot reach the internet right now. Everything on this page works without a connection.',
  reconnect: 'Your home, check-ins and messages come back as soon as you are online again.',
} as const;
