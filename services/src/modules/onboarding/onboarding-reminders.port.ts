import type { OnboardingChoices } from './onboarding-choices';

/** The medication onboarding saved, whose daily schedule the reminders engine keeps. */
export interface OnboardingMedication {
  id: number;
  name: string;
  dosage: string | null;
}

/**
 * Hands the notification choices of onboarding to the reminders engine after the onboarding
 * transaction commits. The choices themselves are already stored in app_preferences.
 */
export abstract class OnboardingReminders {
  abstract apply(
    userId: number,
    choices: OnboardingChoices,
    timeZone: string | null,
    medication: OnboardingMedication | null,
  ): Promise<void>;
}
