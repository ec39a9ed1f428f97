export const OfflineCopy = {
  title: 'You are offline',
  intro:
    'Anchor cannot reach the internet right now. Calls, texts, the exercises and your safety plan on this page work without it; a chat needs the internet.',
  reconnect: 'Your home, check-ins and messages come back as soon as you are online again.',
} as const;
