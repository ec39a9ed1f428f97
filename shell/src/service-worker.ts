// The shell's service worker (built to /sw.js). It shows web pushes and answers their buttons, and keeps the app
// openable offline: the shell and remotes precached per build, pages falling back to the precached shell page
// (service-worker/offline-routes.ts). API answers hold health data and are never cached: no route matches /api/.
// A new build waits until the person chooses "Reload" (the page posts SKIP_WAITING), so no open tab mixes builds.
import type { PrecacheEntry } from 'workbox-precaching';
import { handleNotificationClick } from './service-worker/handle-notification-click';
import { keepRemotesMapping, routeOfflineRequests, SKIP_WAITING_MESSAGE } from './service-worker/offline-routes';
import { handlePush } from './service-worker/show-push';
import type { ServiceWorkerScope } from './service-worker/sw-types';

const scope = globalThis as unknown as ServiceWorkerScope;

// `self.__WB_MANIFEST` is replaced by the list of files after the build (tools/pwa/inject-precache.mjs); a
// development build precaches nothing.
const injected = (self as unknown as { __WB_MANIFEST?: (PrecacheEntry | string)[] }).__WB_MANIFEST;
routeOfflineRequests(injected ?? []);

scope.addEventListener('install', (event) => event.waitUntil(keepRemotesMapping()));
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
// workbox-window's messageSkipWaiting() posts { type: 'SKIP_WAITING' } once the person taps "Reload".
scope.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void scope.skipWaiting();
});
scope.addEventListener('push', (event) => handlePush(scope, event));
scope.addEventListener('notificationclick', (event) => handleNotificationClick(scope, event));
