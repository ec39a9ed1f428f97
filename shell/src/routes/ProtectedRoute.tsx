import { localFlags } from '@anchor/app-runtime';
import { FullPageSpinner } from '@anchor/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { OfflineHome } from '../offline/OfflineHome';
import { useSessionUser } from './useSessionUser';

export const AUTH_PATH = '/auth';

/** To /auth, remembering where the person was so signing in brings them back there. */
export function SignInFirst() {
  const { pathname, search } = useLocation();
  return <Navigate to={AUTH_PATH} replace state={{ from: `${pathname}${search}` }} />;
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
  if (unreachable) return <OfflineHome />;
  if (!user) return <SignInFirst />;
  if (!user.onboardingCompleted && !localFlags.isTrue('onboarding_completed', user.id)) {
    return <Navigate to={AUTH_PATH} replace />;
  }
  return <>{children}</>;
}
