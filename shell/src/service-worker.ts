// The shell's service worker (built to /sw.js). It shows web pushes and answers their buttons.
// It deliberately has no fetch handler and no cache: API answers hold health data and must never
// be stored in the browser; the Offline badge comes from the page's online/offline events.
import { handleNotificationClick } from './service-worker/handle-notification-click';
import { handlePush } from './service-worker/show-push';
import type { ServiceWorkerScope } from './service-worker/sw-types';

const scope = globalThis as unknown as ServiceWorkerScope;

scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
scope.addEventListener('push', (event) => handlePush(scope, event));
scope.addEventListener('notificationclick', (event) => handleNotificationClick(scope, event));
