import { SERVICE_WORKER_URL } from '@anchor/app-runtime';

/**
 * Resolves once the page has loaded and the browser is idle: starting a worker takes the page's main thread for a
 * while, which the first view needs more (registering after load is the usual advice).
 */
function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout: 2_000 }) : resolve();
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/**
 * Registers /sw.js (push display and its buttons). Browsers without service workers, or pages not
 * served over a secure origin, simply get no web push; the bell still shows every reminder.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await pageLoaded();
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (error) {
    // Push that is unavailable is worth a console line, never a message to the user.
    console.info('Push notifications are unavailable in this browser', error);
  }
}
