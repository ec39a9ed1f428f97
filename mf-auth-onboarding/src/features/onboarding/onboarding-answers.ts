import {
  dailyReminderOf,
  DEFAULT_HEALTH_APPS,
  DEFAULT_SOCIAL_APPS,
  type Gender,
  type OnboardingConfigRequest,
  type PaymentMethod,
  type PlanId,
} from '@anchor/contracts';

/**
 * What the wizard's fields hold while the user moves through it: the onboarding configuration object
 * with text inputs kept as typed ('' for "none") until it is submitted.
 */
export interface OnboardingAnswers {
  name: string;
  age: string;
  /** Ages 13 to 17: a parent or guardian has consented (the Terms' eligibility rule). */
  guardianConsent: boolean;
  location: string;
  gender: Gender | '';
  primaryGoal: string;
  wearableDevice: string;
  healthApps: string[];
  socialApps: string[];
  pushNotifications: boolean;
  dailyMoodCheck: boolean;
  medicationReminders: boolean;
  wellnessTips: boolean;
  moodCheckTime: string;
  wellnessTipsTime: string;
  medicationName: string;
  medicationTime: string;
  medicationDosage: string;
  dataSharing: boolean;
  analyticsOptIn: boolean;
  providerName: string;
  providerEmail: string;
  voiceEnabled: boolean;
  largeText: boolean;
  highContrast: boolean;
  subscriptionTier: PlanId;
  paymentProvider: PaymentMethod | null;
}

export const defaultAnswers = (): OnboardingAnswers => ({
  name: '',
  age: '',
  guardianConsent: false,
  location: '',
  gender: '',
  primaryGoal: '',
  wearableDevice: '',
  healthApps: [...DEFAULT_HEALTH_APPS],
  socialApps: [...DEFAULT_SOCIAL_APPS],
  pushNotifications: true,
  dailyMoodCheck: true,
  medicationReminders: false,
  wellnessTips: true,
  moodCheckTime: dailyReminderOf('mood_check').defaultTime,
  wellnessTipsTime: dailyReminderOf('wellness_tip').defaultTime,
  medicationName: '',
  medicationTime: '08:00',
  medicationDosage: '',
  dataSharing: false,
  analyticsOptIn: true,
  providerName: '',
  providerEmail: '',
  voiceEnabled: true,
  largeText: false,
  highContrast: false,
  subscriptionTier: 'monthly',
  paymentProvider: null,
});

const textOrNull = (value: string) => (value.trim() ? value.trim() : null);

/** The device's IANA zone, so reminders fire at the user's local time; null where Intl cannot tell. */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

/**
 * The body of POST /api/onboarding/complete. Fields hidden by the visibility rules are sent empty,
 * so a switched-off reminder or sharing choice never carries stale details to the server.
 */
export function toOnboardingConfig(answers: OnboardingAnswers): OnboardingConfigRequest {
  const { medicationReminders, dataSharing } = answers;
  return {
    ...answers,
    name: answers.name.trim(),
    age: answers.age.trim() ? Number(answers.age) : null,
    location: textOrNull(answers.location),
    gender: answers.gender || null,
    primaryGoal: textOrNull(answers.primaryGoal),
    wearableDevice: textOrNull(answers.wearableDevice),
    medicationName: medicationReminders ? textOrNull(answers.medicationName) : null,
    medicationDosage: medicationReminders ? textOrNull(answers.medicationDosage) : null,
    providerName: dataSharing ? textOrNull(answers.providerName) : null,
    providerEmail: dataSharing ? textOrNull(answers.providerEmail) : null,
    timeZone: deviceTimeZone(),
    setupCompleted: true,
  };
}

type AnswerValue = OnboardingAnswers[keyof OnboardingAnswers];

/** Same kind of value as the default (text, switch, list); `null` only where the default allows it. */
const sameKind = (value: unknown, fallback: AnswerValue): boolean =>
  Array.isArray(fallback)
    ? Array.isArray(value)
    : value === null
      ? fallback === null
      : typeof value === typeof fallback;

/** The server's saved draft back into answers: known fields of the right kind only, defaults for the rest. */
export function answersFromDraft(draft: Record<string, unknown>): OnboardingAnswers {
  const answers = defaultAnswers();
  const target = answers as unknown as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(answers) as [string, AnswerValue][]) {
    const value = draft[key];
    if (key in draft && (sameKind(value, fallback) || (key === 'paymentProvider' && typeof value === 'string')))
      target[key] = value;
  }
  return answers;
}

/** The answers as the server's draft keeps them between visits. */
export const answersToDraft = (answers: OnboardingAnswers): Record<string, AnswerValue> =>
  Object.fromEntries(Object.entries(answers) as [string, AnswerValue][]);
