/** The wizard's eleven steps, in the spec's order (part 1 section 2). */
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

export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number];
