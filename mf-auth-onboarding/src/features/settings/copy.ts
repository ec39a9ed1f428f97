/** Strings of the settings panel (spec part 1 sections 2 and 8), in the spec's card order. */
export const SettingsCopy = {
  title: 'Settings',
  comingSoon: 'Coming in the next release',
  social: {
    title: 'Social Media Integration',
    description:
      'Connect Twitter, Facebook, Instagram and Slack, and choose per account whether Anchor may analyse it.',
    action: 'Connect',
  },
  push: {
    title: 'Push Notifications',
    description: 'Daily mood check, medication reminders and wellness tips, at the times you choose.',
    action: 'Daily Mood Check',
  },
  account: {
    title: 'Account Settings',
    description: 'Your profile, your security and your session on this device.',
    profileTitle: 'Profile Information',
    profileDescription: 'Edit your name and email address.',
    profileAction: 'Edit',
    securityTitle: 'Security',
    securityDescription: 'Change your password.',
    securityAction: 'Change',
    signOut: 'Sign Out',
    signingOut: 'Signing out...',
    signedOutTitle: 'Signed out successfully',
    signedOutDescription: 'Come back soon!',
    signedOutLocallyTitle: 'Signed out locally',
    signedOutLocallyDescription: "You've been signed out from this device.",
  },
  apps: {
    title: 'App Connections',
    description: 'Choose which kinds of communication apps Anchor may work with.',
    video: 'Video Apps (FaceTime, Zoom, Teams, Meet)',
    voice: 'Voice Apps (WhatsApp, Teams, Meet)',
    messaging: 'Messaging Apps (Messages, WhatsApp, Telegram)',
    loadFailed: 'Your app connection settings could not be loaded.',
    updatedTitle: 'Settings Updated',
    updatedDescription: 'Your settings have been successfully updated.',
    failedTitle: 'Failed to update settings',
  },
  wearables: {
    title: 'Wearable Integration',
    description:
      'Link Apple Watch, Fitbit, Garmin, Apple HealthKit, Google Fit, Oura Ring or WHOOP Strap. Your data is encrypted and processed locally.',
    action: 'Connect',
  },
  data: {
    title: 'Data Management',
    description: 'Download a copy of everything you have recorded in Anchor.',
    action: 'Export Health Data',
  },
} as const;
