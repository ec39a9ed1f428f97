/** Strings of the development-only /test page. */
export const TestLoginCopy = {
  title: 'Test login',
  signingIn: 'Signing in as the test user...',
  failedTitle: 'Login failed',
  failedDescription: 'Creating test user and logging in...',
  retry: 'Create test user and retry',
  developmentOnly: 'The test login is available in development only.',
  backHome: 'Go to sign in',
  /** The server's answer when the endpoint exists but the account does not (development). */
  missingUserMessage: 'Test user does not exist',
} as const;
