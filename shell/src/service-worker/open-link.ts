import { OPEN_LINK_MESSAGE } from '../notifications/notification-link';
import { windowClients } from './notify-clients';
import type { ServiceWorkerScope } from './sw-types';

/**
 * Opens a screen of the app for a tapped notification: an open Anchor page is focused and told which
 * screen (it navigates without a reload, so nothing on it is lost); otherwise a new page opens at the link.
 */
export async function openLink(scope: ServiceWorkerScope, href: string): Promise<void> {
  const origin = scope.location.origin;
  const open = (await windowClients(scope.clients)).find((client) => client.url.startsWith(origin));
  if (!open) {
    await scope.clients.openWindow(href);
    return;
  }
  await open.focus();
  open.postMessage({ type: OPEN_LINK_MESSAGE, href });
}
