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
