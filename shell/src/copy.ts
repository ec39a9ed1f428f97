export const ShellCopy = {
  productName: 'Anchor',
  homeTitle: 'Home',
  settings: 'Settings',
  offline: 'Offline',
  resumeSetup: 'Resume Setup',
  mainTabs: 'Anchor features',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist.',
  backHome: 'Back to Home',
  providerOnlyTitle: 'Provider access only',
  sessionEnded: 'Your session ended. Please sign in again.',
  providerOnlyText: 'The provider portal is for mental-health professionals with a provider account.',
} as const;

/** The five home tabs, in their fixed order; Assistant is the default. */
export const HomeTab = {
  assistant: 'Assistant',
  insights: 'Insights',
  mindfulness: 'Mindfulness',
  resources: 'Resources',
  assessment: 'Assessment',
} as const;
export type HomeTabName = (typeof HomeTab)[keyof typeof HomeTab];
