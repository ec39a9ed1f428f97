/** The shell's service worker, built to the root of its dist so that its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/** What the service worker posts to open pages when a push arrives or a notification is acted on. */
export const PUSH_RECEIVED_MESSAGE = 'anchor:notifications-changed';
