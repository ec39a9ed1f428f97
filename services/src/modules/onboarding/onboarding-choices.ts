import { DEFAULT_APP_PREFERENCES, type OnboardingConfig } from '@anchor/contracts';
import type { AppPreferencesEntity } from './entities/app-preferences.entity';

/** The choices onboarding keeps in app_preferences, each with its value settled. */
export type OnboardingChoices = Pick<
  AppPreferencesEntity,
  | 'pushNotifications'
  | 'dailyMoodCheck'
  | 'medicationReminders'
  | 'wellnessTips'
  | 'moodCheckTime'
  | 'wellnessTipsTime'
  | 'medicationTime'
  | 'analyticsOptIn'
  | 'voiceEnabled'
  | 'largeText'
  | 'highContrast'
  | 'wearableDevice'
  | 'healthApps'
  | 'socialApps'
  | 'selectedPlan'
  | 'selectedPaymentMethod'
>;

/** What a person who changes nothing gets on a first completion: the spec's defaults, the monthly plan. */
const FIRST_COMPLETION: OnboardingChoices = {
  pushNotifications: DEFAULT_APP_PREFERENCES.pushNotifications,
  dailyMoodCheck: DEFAULT_APP_PREFERENCES.dailyMoodCheck,
  medicationReminders: DEFAULT_APP_PREFERENCES.medicationReminders,
  wellnessTips: DEFAULT_APP_PREFERENCES.wellnessTips,
  moodCheckTime: DEFAULT_APP_PREFERENCES.moodCheckTime,
  wellnessTipsTime: DEFAULT_APP_PREFERENCES.wellnessTipsTime,
  medicationTime: DEFAULT_APP_PREFERENCES.medicationTime,
  analyticsOptIn: DEFAULT_APP_PREFERENCES.analyticsOptIn,
  voiceEnabled: DEFAULT_APP_PREFERENCES.voiceEnabled,
  largeText: DEFAULT_APP_PREFERENCES.largeText,
  highContrast: DEFAULT_APP_PREFERENCES.highContrast,
  wearableDevice: DEFAULT_APP_PREFERENCES.wearableDevice,
  healthApps: DEFAULT_APP_PREFERENCES.healthApps,
  socialApps: DEFAULT_APP_PREFERENCES.socialApps,
  selectedPlan: 'monthly',
  selectedPaymentMethod: null,
};

const CHOICE_KEYS = Object.keys(FIRST_COMPLETION) as (keyof OnboardingChoices)[];

function storedChoices(row: AppPreferencesEntity): OnboardingChoices {
  const choices = Object.fromEntries(CHOICE_KEYS.map((key) => [key, row[key]])) as OnboardingChoices;
  // A row Settings created before onboarding has no plan yet: the first completion still picks the default.
  return { ...choices, selectedPlan: row.selectedPlan ?? FIRST_COMPLETION.selectedPlan };
}

/** The choices the body names, under their stored names; the ones it leaves out are absent. */
function namedChoices(config: OnboardingConfig): Partial<OnboardingChoices> {
  const given = { ...config, selectedPlan: config.subscriptionTier, selectedPaymentMethod: config.paymentProvider };
  return Object.fromEntries(CHOICE_KEYS.filter((key) => given[key] !== undefined).map((key) => [key, given[key]]));
}

/**
 * Each choice as the body names it, else as stored, else the first completion's default: completing again, or
 * with a body that leaves a choice out, never changes a choice the person did not touch.
 */
export function settleChoices(config: OnboardingConfig, stored: AppPreferencesEntity | null): OnboardingChoices {
  return { ...(stored ? storedChoices(stored) : FIRST_COMPLETION), ...namedChoices(config) };
}
