/** The eleven wizard steps, in order. */
export const ONBOARDING_STEPS = [
  'welcome',
  'profile',
  'device-integration',
  'app-integration',
  'social-integration',
  'notifications',
  'medication',
  'privacy',
  'accessibility',
  'subscription',
  'complete',
] as const;

export const GENDER_OPTIONS = ['female', 'male', 'non-binary', 'transgender', 'other', 'prefer-not-to-say'] as const;

export const AGE_MIN = 13;

export const AGE_MAX = 120;

/** The Terms: 18 and over; 13 to 17 only with a parent's or guardian's consent; under 13 not supported. */
export const ADULT_AGE = 18;

/** Whether this age needs a parent's or guardian's consent (13 to 17). */
export const needsGuardianConsent = (age: number | null | undefined): boolean =>
  typeof age === 'number' && age >= AGE_MIN && age < ADULT_AGE;

/** Defaults of the onboarding configuration object: what a person who changes nothing gets. */
export const DEFAULT_HEALTH_APPS = ['FaceTime', 'Zoom', 'Microsoft Teams', 'Google Meet', 'WhatsApp', 'Skype'];

export const DEFAULT_SOCIAL_APPS = ['Instagram', 'Twitter/X', 'Facebook', 'LinkedIn', 'TikTok', 'Snapchat'];
