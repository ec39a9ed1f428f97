import { localFlags } from '@anchor/app-runtime';
import { FullPageSpinner } from '@anchor/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionUser } from './useSessionUser';

export const AUTH_PATH = '/auth';

/** Its own chunk (precached by the service worker like every other): only a page opened offline loads it. */
const OfflineHome = lazy(() =>
  import(/* webpackChunkName: "offline-home" */ '../offline/OfflineHome').then((module) => ({
    default: module.OfflineHome,
  })),
);

/** To /auth, remembering where the person was (and home's open tab) so signing in brings them back there. */
export function SignInFirst() {
  const { pathname, search, state } = useLocation();
  return <Navigate to={AUTH_PATH} replace state={{ from: `${pathname}${search}`, fromState: state }} />;
}

export interface ProtectedRouteProps {
  children: ReactNode;
}

/**
 * Spec "Protected access": a spinner while the user loads; with no connection at all, the offline home (crisis
 * lines, the safety plan's device copy, exercises) rather than a sign-in that cannot work; no user goes to /auth;
 * a user who has neither the onboardingCompleted flag nor the local onboarding_completed flag also goes to /auth.
 */
export function ProtectedRoute({ children }: ProtectedRouteProps) {
  const { user, isLoading, unreachable } = useSessionUser();
  if (isLoading) return <FullPageSpinner />;
  if (unreachable) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <OfflineHome />
      </Suspense>
    );
  }
  if (!user) return <SignInFirst />;
  if (!user.onboardingCompleted && !localFlags.isTrue('onboarding_completed', user.id)) {
    return <Navigate to={AUTH_PATH} replace />;
  }
  return <>{children}</>;
}
