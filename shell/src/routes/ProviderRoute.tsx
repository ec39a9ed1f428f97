import { UserRole } from '@anchor/contracts';
import { FullPageSpinner } from '@anchor/ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ProviderAccessOnlyPage } from '../pages/ProviderAccessOnlyPage';
import { AUTH_PATH } from './ProtectedRoute';
import { useSessionUser } from './useSessionUser';

const PORTAL_ROLES: ReadonlySet<string> = new Set([UserRole.provider, UserRole.admin]);

export interface ProviderRouteProps {
  children: ReactNode;
}

/** The server enforces roles on every call; this only spares patients a portal that would fail. */
export function ProviderRoute({ children }: ProviderRouteProps) {
  const { user, isLoading } = useSessionUser();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to={AUTH_PATH} replace />;
  if (!PORTAL_ROLES.has(user.role)) return <ProviderAccessOnlyPage />;
  return <>{children}</>;
}
