// What the service worker answers from its caches, with Workbox. The precache (written into /sw.js after each
// build by tools/pwa/inject-precache.mjs) holds the shell's page, chunks, manifest and icons and every remote's
// manifest and chunks, each under the URL it is served at; a file whose name carries no content hash is listed
// with a revision, so a changed remote manifest or entry replaces the cached one and its chunks (new names) follow.
// API answers hold health data: no route ever matches /api/, so they go to the network and are never stored.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';

/** The page the shell's build writes; offline, every navigation in scope opens it. */
export const OFFLINE_PAGE_URL = '/index.html';
export const REMOTES_MAPPING_CACHE = 'anchor-remotes-mapping';
const REMOTES_MAPPING_URL = '/remotes.json';
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

function isApi(url: URL): boolean {
  return url.pathname === '/api' || url.pathname.startsWith('/api/');
}

/**
 * Which build of each remote to load, stored when this worker installs: pages online carry the mapping in
 * themselves and never ask for /remotes.json, but the precached page offline does. Kept fresh by the route below
 * whenever a page does ask. A failure leaves remotes to their fallbacks offline; it never stops the install.
 */
export async function keepRemotesMapping(): Promise<void> {
  try {
    const response = await fetch(REMOTES_MAPPING_URL, { cache: 'no-store', credentials: 'same-origin' });
    if (response.ok) await (await caches.open(REMOTES_MAPPING_CACHE)).put(REMOTES_MAPPING_URL, response);
  } catch {
    // Offline at install: the next page that asks for the mapping online stores it.
  }
}

/** Sets up precaching and the few routes; `manifest` is the list the build injects. */
export function routeOfflineRequests(manifest: (PrecacheEntry | string)[]): void {
  cleanupOutdatedCaches();
  precacheAndRoute(manifest, { ignoreURLParametersMatching: [/.*/] });
  // Online, every page comes fresh from the server (it carries a per-request security policy and the first view).
  registerRoute(new NavigationRoute(new NetworkOnly(), { denylist: [/^\/api(\/|$)/] }));
  // Which build of each remote to load: kept from the last answer so the app still starts offline. No health data.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === REMOTES_MAPPING_URL,
    new NetworkFirst({ cacheName: REMOTES_MAPPING_CACHE, networkTimeoutSeconds: 4 }),
  );
  setCatchHandler(async ({ request, url }) => {
    if (request.destination === 'document' && !isApi(url)) {
      return (await matchPrecache(OFFLINE_PAGE_URL)) ?? Response.error();
    }
    return Response.error();
  });
}
