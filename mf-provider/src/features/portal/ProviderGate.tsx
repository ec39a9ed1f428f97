import { type FormEvent, type ReactNode, useState } from 'react';
import { apiUrl, useGetCurrentUserQuery, useLoginMutation } from '@anchor/app-runtime';
import { ProviderApiPath } from '@anchor/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, FormField, Input, Spinner } from '@anchor/ui';
import { useProviderPortalInfoQuery } from '../../api/provider-portal.api';
import { StyledMuted, StyledStack } from '../shared/portal-styles';
import { PortalCopy } from './copy';
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
  const match = /invite=([A-Za-z0-9_-]+)/.exec(window.location.hash);
  return match ? match[1] : null;
}

function SignInForm({ token }: { token: string | null }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const [login] = useLoginMutation();
  const { refetch } = useGetCurrentUserQuery();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    try {
      if (token) {
        const res = await fetch(apiUrl(ProviderApiPath.signUp), {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
          body: JSON.stringify({ token, username, password }),
        });
        const body = (await res.json()) as { message?: string };
        if (!res.ok) throw new Error(body.message ?? PortalCopy.signInFailed);
        window.history.replaceState(null, '', window.location.pathname);
      } else {
        await login({ username, password }).unwrap();
      }
      void refetch();
    } catch (error) {
      setFailed(error instanceof Error ? error.message : PortalCopy.signInFailed);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{token ? PortalCopy.signUpTitle : PortalCopy.signInTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <StyledStack as="form" onSubmit={(event: FormEvent) => void submit(event)}>
          <FormField label={PortalCopy.username}>
            <Input value={username} autoComplete="username" onChange={(e) => setUsername(e.target.value)} required />
          </FormField>
          <FormField label={PortalCopy.password}>
            <Input
              type="password"
              value={password}
              autoComplete={token ? 'new-password' : 'current-password'}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </FormField>
          <Button type="submit">{token ? PortalCopy.signUp : PortalCopy.signIn}</Button>
          {failed ? <StyledMuted role="alert">{failed}</StyledMuted> : null}
        </StyledStack>
      </CardContent>
    </Card>
  );
}

/** Providers only: others see a clear message; the server enforces the same rule on every call. */
export function ProviderGate({ children }: ProviderGateProps) {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  if (isLoading) return <Spinner />;
  if (!user || inviteToken()) return <SignInForm token={inviteToken()} />;
  if (user.role !== 'provider') return <StyledMuted role="alert">{PortalCopy.providersOnly}</StyledMuted>;
  return <SignedInPortal>{children}</SignedInPortal>;
}
