import { ONBOARDING_STEPS, type OnboardingStepId } from '@anchor/contracts';

export { ONBOARDING_STEPS, type OnboardingStepId };

/** Steps that carry a choice the user may leave for later; the profile (name) is required. */
const OPTIONAL_STEPS: ReadonlySet<OnboardingStepId> = new Set([
  'device-integration',
  'app-integration',
  'social-integration',
  'notifications',
  'medication',
  'privacy',
  'accessibility',
  'subscription',
]);

export const isOptionalStep = (step: OnboardingStepId) => OPTIONAL_STEPS.has(step);

export const LAST_STEP_INDEX = ONBOARDING_STEPS.length - 1;

/** Index of the first step not in `completed`; the last step when every other one is done. */
export function firstIncompleteStepIndex(completed: readonly string[]): number {
  const index = ONBOARDING_STEPS.findIndex((step) => !completed.includes(step));
  return index === -1 ? LAST_STEP_INDEX : index;
}
