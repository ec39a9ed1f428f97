// The one new build waiting in the browser (workbox-window's `waiting`): the page offers "Reload", and only the
// person's tap lets the new service worker take over (SKIP_WAITING), after which the page reloads once into it.
import type { Workbox } from 'workbox-window';

type Listener = () => void;

let apply: (() => void) | null = null;
const listeners = new Set<Listener>();

function announce(): void {
  for (const listener of listeners) listener();
}

const reloadPage = () => window.location.reload();

/**
 * Offers an update whenever a new service worker has installed and waits (also one found at page load); `reload`
 * runs once the new worker controls the page.
 */
export function watchForUpdates(
  workbox: Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>,
  reload: () => void = reloadPage,
): void {
  workbox.addEventListener('waiting', () => {
    apply = () => {
      workbox.addEventListener('controlling', () => reload());
      workbox.messageSkipWaiting();
    };
    announce();
  });
}

export function isUpdateReady(): boolean {
  return apply !== null;
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The "Reload" button: the waiting build takes over, then the page reloads into it. */
export function reloadIntoUpdate(): void {
  apply?.();
}

/** Tests only: forgets a waiting update. */
export function resetUpdateForTests(): void {
  apply = null;
  announce();
}
