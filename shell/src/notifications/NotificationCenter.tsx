import { lazy, Suspense } from 'react';
import { useSessionUser } from '../routes/useSessionUser';

/**
 * Its own chunk: signed-out pages (the first one most people see) never load the bell. Named: the budget of a
 * signed-in first view counts it (tools/rspack/first-view-bytes.js).
 */
const NotificationBell = lazy(() =>
  import(/* webpackChunkName: "notification-bell" */ './NotificationBell').then((module) => ({
    default: module.NotificationBell,
  })),
);

/** Notifications exist only for a signed-in user (the service worker itself starts on every page: AppLayout). */
export function NotificationCenter() {
  const { user } = useSessionUser();
  const signedIn = Boolean(user);

  return signedIn ? (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  ) : null;
}
