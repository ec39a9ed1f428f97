interface PageScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the task the page is running and resumes in a new one, so the browser can paint and answer input in between.
 * Work split this way counts as several short tasks instead of one long one (total blocking time).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PageScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
