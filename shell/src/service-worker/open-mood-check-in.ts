import { MOOD_CHECK_IN_URL, OPEN_MOOD_CHECK_IN_MESSAGE } from '../notifications/mood-check-in-request';
import { windowClients } from './notify-clients';
import type { ServiceWorkerScope } from './sw-types';

/**
 * A tapped mood-check reminder opens the check-in: an open Anchor page is focused and told to open it;
 * otherwise a new page opens at '/?check-in=mood' (which screen only, never health data).
 */
export async function openMoodCheckIn(scope: ServiceWorkerScope): Promise<void> {
  const origin = scope.location.origin;
  const open = (await windowClients(scope.clients)).find((client) => client.url.startsWith(origin));
  if (!open) {
    await scope.clients.openWindow(MOOD_CHECK_IN_URL);
    return;
  }
  await open.focus();
  open.postMessage({ type: OPEN_MOOD_CHECK_IN_MESSAGE });
}
