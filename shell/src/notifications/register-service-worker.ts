import { SERVICE_WORKER_URL } from '@anchor/app-runtime';

/**
 * Registers /sw.js (push display and its buttons). Browsers without service workers, or pages not
 * served over a secure origin, simply get no web push; the bell still shows every reminder.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (error) {
    // Push that is unavailable is worth a console line, never a message to the user.
    console.info('Push notifications are unavailable in this browser', error);
  }
}
