import { type FormEvent, useState } from 'react';
import {
  apiUrl,
  describeApiError,
  SecondFactorStep,
  useGetCurrentUserQuery,
  useLoginMutation,
} from '@anchor/app-runtime';
import { ProviderApiPath, SecondFactorState } from '@anchor/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, FormField, Input } from '@anchor/ui';
import { StyledMuted, StyledStack } from '../shared/portal-styles';
import { PortalCopy } from './copy';

/** Creates the account from the admin's link (the token is in the URL fragment). */
async function signUpWithInvite(token: string, username: string, password: string): Promise<void> {
  const res = await fetch(apiUrl(ProviderApiPath.signUp), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ token, username, password }),
  });
  const body = (await res.json()) as { message?: string };
  if (!res.ok) throw new Error(body.message ?? PortalCopy.signInFailed);
  window.history.replaceState(null, '', window.location.pathname);
}

export interface SignInFormProps {
  token: string | null;
  /** Whether anyone is signed in is not known yet: the form shows but takes nothing (inert, read-only). */
  waiting?: boolean;
}

/** Username and password (or the sign-up from an invitation), then the code from the authenticator app. */
export function SignInForm({ token, waiting = false }: SignInFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const [login] = useLoginMutation();
  const { refetch } = useGetCurrentUserQuery();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    try {
      if (token) {
        await signUpWithInvite(token, username, password);
      } else {
        const { secondFactor } = await login({ username, password }).unwrap();
        if (secondFactor === SecondFactorState.required) {
          setNeedsCode(true);
          return;
        }
      }
      void refetch();
    } catch (error) {
      // A refused sign-in reads as the server's sentence (a lockout is not a mistyped password), never as JSON.
      setFailed(error instanceof Error ? error.message : describeApiError(error, PortalCopy.signInFailed));
    }
  };
  if (needsCode) return <SecondFactorStep onCancel={() => setNeedsCode(false)} />;
  return (
    <Card inert={waiting} aria-busy={waiting || undefined}>
      <CardHeader>
        <CardTitle>{token ? PortalCopy.signUpTitle : PortalCopy.signInTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <StyledStack as="form" onSubmit={(event: FormEvent) => void submit(event)}>
          <FormField label={PortalCopy.username}>
            <Input
              value={username}
              autoComplete="username"
              onChange={(e) => setUsername(e.target.value)}
              readOnly={waiting}
              required
            />
          </FormField>
          <FormField label={PortalCopy.password}>
            <Input
              type="password"
              value={password}
              autoComplete={token ? 'new-password' : 'current-password'}
              onChange={(e) => setPassword(e.target.value)}
              readOnly={waiting}
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
