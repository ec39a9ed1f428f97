import { type AppPreferences, DEFAULT_APP_PREFERENCES, type ProfileSettings } from '@anchor/contracts';
import type { UserEntity } from '../users/entities/user.entity';
import type { AppPreferencesEntity } from './entities/app-preferences.entity';
import type { UserProfileEntity } from './entities/user-profile.entity';

export function toAppPreferences(row: AppPreferencesEntity | null): AppPreferences {
  if (!row) return { ...DEFAULT_APP_PREFERENCES };
  return {
    pushNotifications: row.pushNotifications,
    dailyMoodCheck: row.dailyMoodCheck,
    medicationReminders: row.medicationReminders,
    wellnessTips: row.wellnessTips,
    moodCheckTime: row.moodCheckTime,
    wellnessTipsTime: row.wellnessTipsTime,
    medicationTime: row.medicationTime,
    analyticsOptIn: row.analyticsOptIn,
    voiceEnabled: row.voiceEnabled,
    largeText: row.largeText,
    highContrast: row.highContrast,
    wearableDevice: row.wearableDevice,
    healthApps: row.healthApps,
    socialApps: row.socialApps,
    selectedPlan: row.selectedPlan,
    selectedPaymentMethod: row.selectedPaymentMethod,
    emergencyAlerts: row.emergencyAlerts,
  };
}

/**
 * The time zone is the user's (users.time_zone, shared with the reminders engine), shown only once onboarded. The
 * reminder switches and times are the schedules' (`reminders`), never the onboarding answers stored beside them.
 */
export function toProfileSettings(
  user: UserEntity,
  profile: UserProfileEntity | null,
  preferences: AppPreferencesEntity | null,
  reminders: Partial<AppPreferences>,
): ProfileSettings {
  return {
    profile: {
      name: profile?.name ?? null,
      age: profile?.age ?? null,
      guardianConsentAt: profile?.guardianConsentAt?.toISOString() ?? null,
      location: profile?.location ?? null,
      gender: profile?.gender ?? null,
      primaryGoal: profile?.primaryGoal ?? null,
      timeZone: user.timeZone ?? null,
    },
    preferences: { ...toAppPreferences(preferences), ...reminders },
  };
}
