/** Strings of the onboarding wizard frame (spec part 1 section 2, Onboarding wizard). */
export const OnboardingCopy = {
  title: 'Set up Anchor',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  welcomeTitle: 'Welcome to Anchor',
  welcomeText:
    'In a few short steps you can tell us about yourself, connect the devices and apps you already use, and choose how Anchor reminds you. Every step is optional except your name, and you can change any choice later in Settings.',
  stepsLabel: 'Setup steps',
  skipSetup: 'Skip Setup',
  skipping: 'Skipping...',
} as const;
