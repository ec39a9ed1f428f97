import { FullPageSpinner } from '@anchor/ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { AUTH_PATH } from './ProtectedRoute';
import { useSessionUser } from './useSessionUser';

export interface SignedInRouteProps {
  children: ReactNode;
}

/** Sign-in only (no onboarding rule): /assessment is also reached during registration. */
export function SignedInRoute({ children }: SignedInRouteProps) {
  const { user, isLoading } = useSessionUser();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to={AUTH_PATH} replace />;
  return <>{children}</>;
}
