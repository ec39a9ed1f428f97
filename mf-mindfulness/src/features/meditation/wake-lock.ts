/** Keeps the screen on while a meditation runs, where the browser allows it; silently nothing elsewhere. */
export async function requestScreenWakeLock(): Promise<WakeLockSentinel | null> {
  try {
    return (await navigator.wakeLock?.request('screen')) ?? null;
  } catch {
    // Refused (battery saver, hidden page): the timer is true to the clock without it.
    return null;
  }
}
