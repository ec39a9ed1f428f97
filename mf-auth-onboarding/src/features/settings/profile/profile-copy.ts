/** Strings of the Profile & preferences, Medications and Privacy cards. */
export const ProfileCardCopy = {
  title: 'Profile & preferences',
  description: 'What you told us when you set up Anchor. Change any of it here.',
  name: 'Name',
  age: 'Age',
  location: 'Location',
  gender: 'Gender',
  primaryGoal: 'Primary goal',
  timeZone: 'Time zone',
  timeZoneNote: 'Your reminders arrive at their times in this zone.',
  save: 'Save profile',
  saving: 'Saving...',
  savedTitle: 'Profile saved',
  savedDescription: 'Your profile and preferences have been updated.',
  failedTitle: 'Profile not saved',
  emergencyAlerts: 'Emergency alerts',
  emergencyAlertsNote:
    'Urgent safety notifications are pushed to your devices at high priority. Off: they still appear in the bell inside Anchor, without a push.',
  wearable: 'Wearable device',
  noWearable: 'None',
} as const;
