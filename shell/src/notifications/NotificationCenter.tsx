import { useEffect } from 'react';
import { useSessionUser } from '../routes/useSessionUser';
import { NotificationBell } from './NotificationBell';
import { registerServiceWorker } from './register-service-worker';

/** Notifications exist only for a signed-in user: the bell and the service worker start after sign-in. */
export function NotificationCenter() {
  const { user } = useSessionUser();
  const signedIn = Boolean(user);

  useEffect(() => {
    if (signedIn) void registerServiceWorker();
  }, [signedIn]);

  return signedIn ? <NotificationBell /> : null;
}
