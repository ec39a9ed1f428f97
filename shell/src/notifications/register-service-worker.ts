import { SERVICE_WORKER_URL } from '@anchor/app-runtime';
import { watchForUpdates } from '../app-update/app-update';

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

async function register(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await pageLoaded();
  try {
    // Its own small chunk, fetched after the first view.
    const { Workbox } = await import(/* webpackChunkName: "workbox-window" */ 'workbox-window');
    const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
    watchForUpdates(workbox);
    await workbox.register();
    // A tab left open looks for a new build each time it is shown again, not only on navigation.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void workbox.update();
    });
  } catch (error) {
    // A worker that is unavailable is worth a console line, never a message to the user.
    console.info('Offline use and push notifications are unavailable in this browser', error);
  }
}

let registering: Promise<void> | null = null;

/**
 * Registers /sw.js once per page, signed in or not: it keeps the app openable offline (its precache), shows web
 * pushes, and reports a new build waiting (app-update.ts). Browsers without service workers, or pages not
 * served over a secure origin, get neither; the bell still shows every reminder.
 */
export function registerServiceWorker(): Promise<void> {
  registering ??= register();
  return registering;
}
