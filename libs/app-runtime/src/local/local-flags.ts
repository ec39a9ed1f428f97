/**
 * The only things the web app keeps in browser storage: two non-sensitive progress flags and
 * the UI preferences. Never a token, never health data (sessions are httpOnly cookies).
 */
export const LocalKey = {
  onboardingCompleted: 'onboarding_completed',
  setupCompleted: 'setup_completed',
  uiPreferences: 'anchor_ui_prefs',
} as const;

export type LocalFlagName = 'onboarding_completed' | 'setup_completed';

/** Storage can throw (private mode, disabled cookies); a missing flag is the safe default. */
const safeStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export const localFlags = {
  get(name: LocalFlagName): string | null {
    return safeStorage()?.getItem(name) ?? null;
  },
  isTrue(name: LocalFlagName): boolean {
    return safeStorage()?.getItem(name) === 'true';
  },
  set(name: LocalFlagName, value: boolean | string): void {
    safeStorage()?.setItem(name, String(value));
  },
  clear(name: LocalFlagName): void {
    safeStorage()?.removeItem(name);
  },
};

export const readLocalJson = <T>(key: string): T | null => {
  try {
    const raw = safeStorage()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
};

export const writeLocalJson = (key: string, value: unknown): void => {
  try {
    safeStorage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy settings: the preference simply does not persist.
  }
};

/** Logout and 'Clear local data': remove every key the app (shell or any remote) set on this origin. */
export function clearLocalData(): void {
  for (const getStorage of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      getStorage().clear();
    } catch {
      // Unavailable storage holds nothing to clear.
    }
  }
}
