import type { OnboardingConfig } from '@anchor/contracts';

/**
 * Hands the notification choices of onboarding to the reminders engine after the onboarding
 * transaction commits. The choices themselves are already stored in app_preferences.
 */
export abstract class OnboardingReminders {
  abstract apply(userId: number, config: OnboardingConfig, medicationId: number | null): Promise<void>;
}
