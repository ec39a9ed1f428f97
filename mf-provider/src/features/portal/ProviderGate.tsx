import type { ReactNode } from 'react';
import { useGetCurrentUserQuery, useGetTwoFactorStatusQuery } from '@anchor/app-runtime';
import { Spinner } from '@anchor/ui';
import { useProviderPortalInfoQuery } from '../../api/provider-portal.api';
import { StyledMuted } from '../shared/portal-styles';
import { PortalCopy } from './copy';
import { EnrolmentView } from './EnrolmentView';
import { SignInForm } from './SignInForm';
import { useIdleSessionCheck } from './useIdleSessionCheck';

/** The server's default when its answer has not come yet. */
const DEFAULT_IDLE_MINUTES = 15;

function SignedInPortal({ children }: ProviderGateProps) {
  const { data: info } = useProviderPortalInfoQuery();
  useIdleSessionCheck(info?.idleMinutes ?? DEFAULT_IDLE_MINUTES);
  return <>{children}</>;
}

export interface ProviderGateProps {
  children: ReactNode;
}

/** The invitation token travels in the URL fragment (#invite=…), which never reaches a server log. */
function inviteToken(): string | null {
  // The build-time first view (no window) is the plain sign-in form.
  if (typeof window === 'undefined') return null;
  const match = /invite=([A-Za-z0-9_-]+)/.exec(window.location.hash);
  return match ? match[1] : null;
}

/** An enrolled provider reaches the portal; one without an authenticator app sets one up first. */
function EnrolledOnly({ children }: ProviderGateProps) {
  const { data: status, isLoading } = useGetTwoFactorStatusQuery();
  if (isLoading || !status) return <Spinner />;
  if (!status.enabled) return <EnrolmentView />;
  return <SignedInPortal>{children}</SignedInPortal>;
}

/**
 * Providers only: others see a clear message; the server enforces the same rule on every call. Until the session's
 * answer comes the sign-in form shows, inert: the page's first view (rendered at build time) is that form, and most
 * who open the portal are signed out.
 */
export function ProviderGate({ children }: ProviderGateProps) {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  if (isLoading || !user || inviteToken()) return <SignInForm token={inviteToken()} waiting={isLoading} />;
  if (user.role !== 'provider') return <StyledMuted role="alert">{PortalCopy.providersOnly}</StyledMuted>;
  return <EnrolledOnly>{children}</EnrolledOnly>;
}
