/** Strings of the Social Media Integration and Wearable Integration cards. */
export const IntegrationsCopy = {
  connect: 'Connect',
  disconnect: 'Disconnect',
  notSetUp: 'Not set up on this server',
  connectedOn: (date: string) => `Connected on ${date}`,
  failedTitle: 'Connection Failed',
  connectFailed: 'Failed to update the platform connection. Please try again.',
  disconnectFailed: 'Could not disconnect. Please try again.',
  disconnectedTitle: (name: string) => `${name} disconnected`,
  disconnectedDescription: 'Anchor no longer holds any access to this account.',
  social: {
    title: 'Social Media Integration',
    description: 'Connect your accounts and choose per account whether Anchor may analyse it.',
    status: {
      connected: 'Connected',
      disconnected: 'Disconnected',
      pending: 'Connecting...',
    },
    analytics: 'Enable Analytics',
  },
  wearables: {
    title: 'Wearable Integration',
    description: 'Link the devices and health apps that track your sleep, heart rate and activity.',
    privacyNote: 'Your health data is encrypted and processed locally. Anchor never sells your data.',
    status: {
      connected: 'Connected',
      disconnected: 'Not connected',
      pending: 'Connecting...',
    },
    healthKit: 'Apple Health data stays on the iPhone: only an iPhone app can read it, never a website.',
    googleFit: 'Google has closed the Google Fit APIs to new apps, so Anchor cannot connect to it.',
    notOnTheWeb: 'Not available on the web',
  },
} as const;
