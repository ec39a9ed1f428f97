import { z } from 'zod';
import {
  AGE_MAX,
  AGE_MIN,
  hasHiddenCharacters,
  hiddenCharactersMessage,
  needsGuardianConsent,
  OnboardingMessages,
  type OnboardingStepId,
} from '@anchor/contracts';
import { defaultAnswers, type OnboardingAnswers } from './onboarding-answers';

export type StepErrors = Partial<Record<keyof OnboardingAnswers, string>>;

function ageError(age: string): string | undefined {
  if (!age.trim()) return undefined;
  const value = Number(age);
  return Number.isInteger(value) && value >= AGE_MIN && value <= AGE_MAX ? undefined : OnboardingMessages.ageRange;
}

/** The typed age as a number, or null when none was given. */
export const ageOf = (age: string): number | null => (age.trim() ? Number(age) : null);

const isEmail = (value: string) => z.email().safeParse(value.trim()).success;

function providerEmailError({ dataSharing, providerEmail }: OnboardingAnswers): string | undefined {
  if (!dataSharing) return undefined;
  if (!providerEmail.trim()) return OnboardingMessages.providerEmailRequired;
  return isEmail(providerEmail) ? undefined : OnboardingMessages.providerEmailInvalid;
}

/** The same rules the server applies to the configuration (contracts' onboardingConfigSchema), per step. */
export function validateStep(step: OnboardingStepId, answers: OnboardingAnswers): StepErrors {
  const errors: StepErrors = {};
  if (step === 'profile') {
    if (!answers.name.trim()) errors.name = OnboardingMessages.nameRequired;
    else if (hasHiddenCharacters(answers.name)) errors.name = hiddenCharactersMessage('Name');
    const age = ageError(answers.age);
    if (age) errors.age = age;
    else if (needsGuardianConsent(ageOf(answers.age)) && !answers.guardianConsent)
      errors.guardianConsent = OnboardingMessages.guardianConsentRequired;
  }
  if (step === 'medication' && answers.medicationReminders && !answers.medicationName.trim()) {
    errors.medicationName = OnboardingMessages.medicationNameRequired;
  } else if (step === 'medication' && answers.medicationReminders && hasHiddenCharacters(answers.medicationName)) {
    errors.medicationName = hiddenCharactersMessage('Medication name');
  }
  if (step === 'privacy') {
    const email = providerEmailError(answers);
    if (email) errors.providerEmail = email;
    if (answers.dataSharing && hasHiddenCharacters(answers.providerName))
      errors.providerName = hiddenCharactersMessage('Provider name');
  }
  return errors;
}

export const hasErrors = (errors: StepErrors) => Object.keys(errors).length > 0;

const STEP_FIELDS: Partial<Record<OnboardingStepId, ReadonlyArray<keyof OnboardingAnswers>>> = {
  medication: ['medicationReminders', 'medicationName', 'medicationTime', 'medicationDosage'],
  privacy: ['dataSharing', 'analyticsOptIn', 'providerName', 'providerEmail'],
};

/** Skipping a half-filled step returns it to the defaults, so the final submit stays valid. */
export function defaultsOfStep(step: OnboardingStepId): Partial<OnboardingAnswers> {
  const defaults = defaultAnswers();
  return Object.fromEntries((STEP_FIELDS[step] ?? []).map((field) => [field, defaults[field]]));
}
