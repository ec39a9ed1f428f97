import type { RemoteName } from '@anchor/contracts';

/** Strings shown word for word; components and tests share them. */
export const RuntimeCopy = {
  somethingWentWrong: 'Something went wrong',
  unexpectedError: 'An unexpected error occurred',
  tryAgain: 'Try again',
  dismissNotification: 'Dismiss notification',
  notificationsRegion: 'Notifications',
} as const;

/** How each remote is named in user-facing errors. */
export const FeatureLabels: Record<RemoteName, string> = {
  mf_auth_onboarding: 'sign-in',
  mf_assessment: 'assessment',
  mf_assistant: 'assistant',
  mf_mindfulness: 'mindfulness',
  mf_insights_resources: 'insights and resources',
  mf_provider: 'provider portal',
};

export const featureLoadFailedMessage = (featureLabel: string) => `The ${featureLabel} feature could not be loaded`;
