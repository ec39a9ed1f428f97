import { PUSH_RECEIVED_MESSAGE } from '@anchor/app-runtime/service-worker';
import type { Clients, WindowClient } from './sw-types';

export const windowClients = (clients: Clients): Promise<readonly WindowClient[]> =>
  clients.matchAll({ type: 'window', includeUncontrolled: true });

/** Tells every open Anchor page to refetch its notifications; the message itself carries no data. */
export async function notifyClients(clients: Clients): Promise<void> {
  for (const client of await windowClients(clients)) client.postMessage({ type: PUSH_RECEIVED_MESSAGE });
}
