/**
 * The local onboarding-progress key: only the ids of completed steps (no answers), kept
 * beside the server's copy so a flaky connection does not lose the user's place.
 */
export const ONBOARDING_PROGRESS_KEY = 'onboarding_progress';

export const onboardingProgressStorage = {
  read(): string[] {
    try {
      const parsed: unknown = JSON.parse(window.localStorage.getItem(ONBOARDING_PROGRESS_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  },
  write(steps: readonly string[]): void {
    try {
      window.localStorage.setItem(ONBOARDING_PROGRESS_KEY, JSON.stringify(steps));
    } catch {
      // Storage unavailable: the server's copy still holds the progress.
    }
  },
  clear(): void {
    try {
      window.localStorage.removeItem(ONBOARDING_PROGRESS_KEY);
    } catch {
      // Nothing stored, nothing to clear.
    }
  },
};
