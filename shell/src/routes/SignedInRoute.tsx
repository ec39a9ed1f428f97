import { FullPageSpinner } from '@anchor/ui';
import type { ReactNode } from 'react';
import { SignInFirst } from './ProtectedRoute';
import { useSessionUser } from './useSessionUser';

export interface SignedInRouteProps {
  children: ReactNode;
}

/** Sign-in only (no onboarding rule): /assessment is also reached during registration. */
export function SignedInRoute({ children }: SignedInRouteProps) {
  const { user, isLoading } = useSessionUser();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <SignInFirst />;
  return <>{children}</>;
}
