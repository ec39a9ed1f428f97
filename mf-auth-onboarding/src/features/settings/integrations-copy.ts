/** Strings of the Social Media Integration and Wearable Integration cards. */
export const IntegrationsCopy = {
  connect: 'Connect',
  disconnect: 'Disconnect',
  connectFailedAlert: 'Connection failed. Check console for details.',
  notSetUp: 'Not set up on this server',
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
    healthKit: 'Apple Health data stays on the iPhone: only an iPhone app can read it, never a website.',
    googleFit: 'Google has closed the Google Fit APIs to new apps, so Anchor cannot connect to it.',
    opened: 'Opening authorization',
  },
} as const;
