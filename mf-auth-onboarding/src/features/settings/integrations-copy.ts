/** Strings of the Social Media Integration and Wearable Integration cards. */
export const IntegrationsCopy = {
  connect: 'Connect',
  disconnect: 'Disconnect',
  connectFailedAlert: 'Connection failed. Check console for details.',
  social: {
    title: 'Social Media Integration',
    description: 'Connect your accounts and choose per account whether Anchor may analyse it.',
    status: {
      connected: 'Connected',
      disconnected: 'Disconnected',
      pending: 'Connecting...',
      error: 'Error',
    },
    connectError: 'Failed to connect account',
    failedTitle: 'Connection Failed',
    failedDescription: 'Failed to update the platform connection. Please try again.',
    analytics: 'Enable Analytics',
    lastSynced: (time: string) => `Last synced ${time}`,
    neverSynced: 'Never synced',
  },
  wearables: {
    title: 'Wearable Integration',
    description: 'Link the devices and health apps that track your sleep, heart rate and activity.',
    privacyNote: 'Your health data is encrypted and processed locally. Anchor never sells your data.',
    status: {
      connected: 'Connected',
      pending_token_exchange: 'Authorization started',
      error: 'Error',
      none: 'Not connected',
    },
    mobileOnly: 'Available in the mobile app',
    opened: 'Opening authorization',
  },
} as const;
