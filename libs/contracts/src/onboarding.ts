import { z } from 'zod';
import { visibleName } from './display-text';
import { isValidTimeZone, timeOfDaySchema } from './notifications';
import { PAYMENT_METHODS, PLAN_IDS } from './subscription';
import {
  ADULT_AGE,
  AGE_MAX,
  AGE_MIN,
  DEFAULT_HEALTH_APPS,
  DEFAULT_SOCIAL_APPS,
  GENDER_OPTIONS,
  ONBOARDING_STEPS,
  needsGuardianConsent,
} from './onboarding-constants';

// Plain values apart from the zod schemas: a screen that needs one does not load zod.
export * from './onboarding-constants';

export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number];

export type Gender = (typeof GENDER_OPTIONS)[number];

export const OnboardingMessages = {
  nameRequired: 'Name is required',
  ageRange: `Age must be a whole number from ${AGE_MIN} to ${AGE_MAX}. Anchor is not available for anyone under ${AGE_MIN}.`,
  guardianConsentRequired: `People aged ${AGE_MIN} to ${ADULT_AGE - 1} need a parent's or guardian's consent to use Anchor.`,
  genderInvalid: `Gender must be one of ${GENDER_OPTIONS.join(', ')}`,
  timeZoneInvalid: 'timeZone must be an IANA time zone name, e.g. Europe/Paris',
  medicationNameRequired: 'Medication name is required when medication reminders are on',
  providerEmailRequired: 'A valid provider e-mail is required when data sharing is on',
  providerEmailInvalid: 'Enter a valid email address',
} as const;

/** A wizard answer as it is typed: text, a number, a switch, a list of app names or nothing yet. */
const draftValueSchema = z.union([
  z.string().max(500),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(100)).max(50),
]);

/** The wizard's answers so far, unchecked until completion (a half-typed step is still kept). */
export const onboardingDraftSchema = z
  .record(z.string().max(50), draftValueSchema)
  .refine((answers) => Object.keys(answers).length <= 60, { error: 'at most 60 answers' });
type OnboardingDraftAnswers = z.infer<typeof onboardingDraftSchema>;

/**
 * GET/PUT /api/onboarding/progress: the completed step ids (the spec's onboarding-progress key), the
 * step on screen and the answers so far, so a reload or another device resumes with nothing lost.
 */
export interface OnboardingProgress {
  completedSteps: OnboardingStepId[];
  currentStep: number;
  answers: OnboardingDraftAnswers | null;
}
export const onboardingProgressSchema = z
  .object({
    completedSteps: z
      .array(z.enum(ONBOARDING_STEPS, { error: `step must be one of ${ONBOARDING_STEPS.join(', ')}` }))
      .max(ONBOARDING_STEPS.length)
      // Duplicates are dropped rather than refused: Next and Skip may both add the same step.
      .transform((steps) => ONBOARDING_STEPS.filter((step) => steps.includes(step))),
    currentStep: z
      .number()
      .int()
      .min(0)
      .max(ONBOARDING_STEPS.length - 1)
      .default(0),
    answers: onboardingDraftSchema.nullish().transform((answers) => answers ?? null),
  })
  .strict();
export type OnboardingProgressRequest = z.input<typeof onboardingProgressSchema>;

/**
 * Optional text is trimmed and empty text is null (the answer cleared); left out it stays undefined, so the
 * stored answer is kept: a request never clears what it does not mention.
 */
const optionalText = (max: number, name?: string) =>
  (name ? visibleName(z.string().trim().max(max), name) : z.string().trim().max(max))
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null))
  .refine((value) => value === null || z.email().safeParse(value).success, {
    error: OnboardingMessages.providerEmailInvalid,
  });

const appList = z.array(z.string().trim().min(1).max(100)).max(50);

const ageSchema = z
  .number({ error: OnboardingMessages.ageRange })
  .int({ error: OnboardingMessages.ageRange })
  .min(AGE_MIN, { error: OnboardingMessages.ageRange })
  .max(AGE_MAX, { error: OnboardingMessages.ageRange })
  .nullish();

const genderSchema = z.enum(GENDER_OPTIONS, { error: OnboardingMessages.genderInvalid }).nullish();

/** An IANA time zone name: daily reminders keep their local time in it. */
const profileTimeZoneSchema = z
  .string({ error: OnboardingMessages.timeZoneInvalid })
  .max(64)
  .refine(isValidTimeZone, { error: OnboardingMessages.timeZoneInvalid });

/** The profile step's fields, one set of rules for onboarding and for Settings' profile edit. */
const profileFieldsShape = {
  name: visibleName(
    z
      .string({ error: OnboardingMessages.nameRequired })
      .trim()
      .min(1, { error: OnboardingMessages.nameRequired })
      .max(100),
    'Name',
  ),
  age: ageSchema,
  location: optionalText(200),
  gender: genderSchema,
  primaryGoal: optionalText(500),
  timeZone: profileTimeZoneSchema,
};

/**
 * POST /api/onboarding/complete: the whole onboarding configuration object. Stored in one transaction; answers
 * the updated PublicUser. A choice left out keeps what is stored (the spec's default on a first completion), so
 * completing again, or with a body that leaves a choice out, never changes a choice the person did not touch.
 * subscriptionTier/paymentProvider record the plan chooser's choice only; the trial itself is
 * started by POST /api/subscription/trial. setupCompleted defaults to true: posting the complete
 * configuration is finishing setup ('Skip Setup' uses PATCH /api/user/onboarding instead).
 */
export const onboardingConfigSchema = z
  .object({
    ...profileFieldsShape,
    // Optional here: a browser that cannot name its zone still finishes onboarding (the stored zone, UTC at first, stays).
    timeZone: profileTimeZoneSchema.nullish().transform((value) => value ?? null),
    pushNotifications: z.boolean().optional(),
    dailyMoodCheck: z.boolean().optional(),
    medicationReminders: z.boolean().optional(),
    wellnessTips: z.boolean().optional(),
    moodCheckTime: timeOfDaySchema.optional(),
    wellnessTipsTime: timeOfDaySchema.optional(),
    medicationName: optionalText(200, 'Medication name'),
    medicationTime: timeOfDaySchema.optional(),
    medicationDosage: optionalText(200),
    dataSharing: z.boolean().optional(),
    analyticsOptIn: z.boolean().optional(),
    providerName: optionalText(200, 'Provider name'),
    providerEmail: optionalEmail,
    voiceEnabled: z.boolean().optional(),
    largeText: z.boolean().optional(),
    highContrast: z.boolean().optional(),
    wearableDevice: optionalText(100),
    healthApps: appList.optional(),
    socialApps: appList.optional(),
    subscriptionTier: z.enum([...PLAN_IDS, 'free']).optional(),
    paymentProvider: z.enum(PAYMENT_METHODS).nullish(),
    setupCompleted: z.boolean().default(true),
    guardianConsent: z.boolean().default(false),
  })
  .strict()
  .superRefine((config, ctx) => {
    if (needsGuardianConsent(config.age) && !config.guardianConsent) {
      ctx.addIssue({ code: 'custom', path: ['guardianConsent'], message: OnboardingMessages.guardianConsentRequired });
    }
    if (config.medicationReminders && !config.medicationName) {
      ctx.addIssue({ code: 'custom', path: ['medicationName'], message: OnboardingMessages.medicationNameRequired });
    }
    if (config.dataSharing && !config.providerEmail) {
      ctx.addIssue({ code: 'custom', path: ['providerEmail'], message: OnboardingMessages.providerEmailRequired });
    }
  });
export type OnboardingConfigRequest = z.input<typeof onboardingConfigSchema>;
export type OnboardingConfig = z.output<typeof onboardingConfigSchema>;

/** Profile fields from onboarding (user_profiles). */
export interface UserProfileDetails {
  name: string | null;
  age: number | null;
  /** When a parent's or guardian's consent was given for this age (13 to 17); null when none was given. */
  guardianConsentAt: string | null;
  location: string | null;
  gender: Gender | null;
  primaryGoal: string | null;
  timeZone: string | null;
}

/** Per-user app preferences (user_preferences): kept on the server so they follow the user across devices. */
export interface AppPreferences {
  pushNotifications: boolean;
  dailyMoodCheck: boolean;
  medicationReminders: boolean;
  wellnessTips: boolean;
  moodCheckTime: string;
  wellnessTipsTime: string;
  medicationTime: string;
  analyticsOptIn: boolean;
  voiceEnabled: boolean;
  largeText: boolean;
  highContrast: boolean;
  wearableDevice: string | null;
  healthApps: string[];
  socialApps: string[];
  /** The plan and method picked in the plan chooser (the subscription itself is GET /api/subscription). */
  selectedPlan: string | null;
  selectedPaymentMethod: string | null;
  /** Crisis-level alerts (type emergency, priority high); on unless the person turns them off. */
  emergencyAlerts: boolean;
}

/**
 * GET /api/user/profile-settings. Preferences hold the defaults until onboarding or a PATCH stores them; the reminder
 * switches and times are the reminders as scheduled now (off, at the default time, when there is none).
 */
export interface ProfileSettings {
  profile: UserProfileDetails;
  preferences: AppPreferences;
}

/**
 * PATCH /api/user/profile-settings: any subset of the preferences (e.g. large text from the settings panel). A
 * reminder switch or time (dailyMoodCheck, moodCheckTime, wellnessTips, wellnessTipsTime, medicationReminders) is
 * scheduled as the Settings card schedules it; medicationTime is refused (each medication has its own times).
 */
export const appPreferencesPatchSchema = z
  .object({
    pushNotifications: z.boolean(),
    dailyMoodCheck: z.boolean(),
    medicationReminders: z.boolean(),
    wellnessTips: z.boolean(),
    moodCheckTime: timeOfDaySchema,
    wellnessTipsTime: timeOfDaySchema,
    medicationTime: timeOfDaySchema,
    analyticsOptIn: z.boolean(),
    voiceEnabled: z.boolean(),
    largeText: z.boolean(),
    highContrast: z.boolean(),
    emergencyAlerts: z.boolean(),
    wearableDevice: optionalText(100),
    healthApps: z.array(z.string().trim().min(1).max(100)).max(50),
    socialApps: z.array(z.string().trim().min(1).max(100)).max(50),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'At least one preference is required' })
  // Each medication has its own reminder times: one time here could not say which medication it moves.
  .refine((patch) => patch.medicationTime === undefined, {
    error: 'Medication reminder times are set for each medication, in the Medications card of Settings.',
    path: ['medicationTime'],
  });
export type AppPreferencesPatch = z.infer<typeof appPreferencesPatchSchema>;

export const DEFAULT_APP_PREFERENCES: AppPreferences = {
  pushNotifications: true,
  dailyMoodCheck: true,
  medicationReminders: false,
  wellnessTips: true,
  moodCheckTime: '09:00',
  wellnessTipsTime: '12:00',
  medicationTime: '08:00',
  analyticsOptIn: true,
  voiceEnabled: true,
  largeText: false,
  highContrast: false,
  wearableDevice: null,
  healthApps: DEFAULT_HEALTH_APPS,
  socialApps: DEFAULT_SOCIAL_APPS,
  selectedPlan: null,
  selectedPaymentMethod: null,
  emergencyAlerts: true,
};

/**
 * PATCH /api/user/profile-details: the onboarding profile edited from Settings, with the wizard's rules
 * (a name that is not blank, age 13 to 120, 13 to 17 with a guardian's consent, an IANA time zone).
 */
export const profileDetailsSchema = z
  .object({
    ...profileFieldsShape,
    guardianConsent: z.boolean().default(false),
  })
  .strict()
  .superRefine((details, ctx) => {
    if (needsGuardianConsent(details.age) && !details.guardianConsent) {
      ctx.addIssue({ code: 'custom', path: ['guardianConsent'], message: OnboardingMessages.guardianConsentRequired });
    }
  });
export type ProfileDetailsRequest = z.input<typeof profileDetailsSchema>;
export type ProfileDetails = z.output<typeof profileDetailsSchema>;
