/**
 * The only things the web app keeps in browser storage: two non-sensitive progress flags and
 * the UI preferences. Never a token, never health data (sessions are httpOnly cookies).
 */
export const LocalKey = {
  onboardingCompleted: 'onboarding_completed',
  setupCompleted: 'setup_completed',
  uiPreferences: 'anchor_ui_prefs',
  /** Whose onboarding flags these are: flags written for one account never count for another. */
  flagsOwner: 'onboarding_flags_user',
} as const;

const FLAG_NAMES: readonly LocalFlagName[] = ['onboarding_completed', 'setup_completed'];

export type LocalFlagName = 'onboarding_completed' | 'setup_completed';

/** Storage can throw (private mode, disabled cookies); a missing flag is the safe default. */
const safeStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The onboarding flags are kept under the spec's key names, together with the id of the user they
 * belong to: a flag left by one account (an expired session, another person on this browser) is
 * never read as another account's.
 */
export const localFlags = {
  get(name: LocalFlagName): string | null {
    return safeStorage()?.getItem(name) ?? null;
  },
  isTrue(name: LocalFlagName, userId: number): boolean {
    const storage = safeStorage();
    return storage?.getItem(LocalKey.flagsOwner) === String(userId) && storage.getItem(name) === 'true';
  },
  set(name: LocalFlagName, value: boolean | string, userId: number): void {
    const storage = safeStorage();
    if (!storage) return;
    if (storage.getItem(LocalKey.flagsOwner) !== String(userId)) localFlags.clearAll();
    storage.setItem(LocalKey.flagsOwner, String(userId));
    storage.setItem(name, String(value));
  },
  /** Any sign that the session is gone (a 401) removes both flags and their owner. */
  clearAll(): void {
    const storage = safeStorage();
    for (const key of [...FLAG_NAMES, LocalKey.flagsOwner]) storage?.removeItem(key);
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
