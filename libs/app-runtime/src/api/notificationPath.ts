/**
 * Fills an `:id` path of NotificationApiPath. Same job as `withId` of the contracts, which sits beside
 * zod schemas: importing it would pull zod into the shared runtime and the service worker.
 */
export const notificationPath = (path: string, id: number) => path.replace(':id', encodeURIComponent(String(id)));
