/** Every HTTP path the browser and the server share. One place, imported by both sides. */
export const ApiPath = {
  health: '/api/health',
  healthReady: '/api/health/ready',
  user: '/api/user',
  userOnboarding: '/api/user/onboarding',
  login: '/api/login',
  register: '/api/register',
  logout: '/api/logout',
  settings: '/api/settings',
  testLogin: '/api/test-login',
} as const;

export type ApiPathName = keyof typeof ApiPath;

/** Assessment calls (spec part 2 section 7, plus history, status, drafts and share management). */
export const AssessmentApiPath = {
  assessments: '/api/assessments',
  markCompleted: '/api/assessment/mark-completed',
  latest: '/api/user/assessment/latest',
  shouldPromptMonthly: '/api/assessment/should-prompt-monthly',
  status: '/api/assessment/status',
  draft: '/api/assessment/draft',
  preferences: '/api/user/preferences',
  providerSharing: '/api/provider-sharing',
} as const;
