interface PageScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the task the page is running and resumes in a new one, so the browser can paint and answer input in between
 * (the shell's bootstrap has its own copy: it runs before this library is loaded).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PageScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
