import { useCallback, useState } from 'react';
import type { LoginRequest } from '@anchor/contracts';
import { toApiError, useLoginMutation, useToast } from '@anchor/app-runtime';
import { AuthCopy } from './copy';

/** Signs in, tells the user how it went, and keeps the inline message the form shows under its fields. */
export function useLoginFlow() {
  const [login] = useLoginMutation();
  const toast = useToast();
  const [loginError, setLoginError] = useState<string | null>(null);

  /** Resolves true once signed in; the cached user then drives the redirect or the wizard. */
  const signIn = useCallback(
    async (credentials: LoginRequest): Promise<boolean> => {
      setLoginError(null);
      try {
        await login(credentials).unwrap();
        toast({ title: AuthCopy.login.successTitle, description: AuthCopy.login.successDescription });
        return true;
      } catch (error) {
        // The spec's toast sends people to the console, so the detail has to be there.
        console.error('Login failed', error);
        const apiError = toApiError(error);
        toast({
          title: AuthCopy.login.failedTitle,
          description: AuthCopy.login.failedDescription(apiError.message),
          variant: 'destructive',
        });
        // A rate limit is not a wrong password: say how long to wait instead.
        const rateLimitMessage = apiError.status === 429 ? apiError.body?.message : undefined;
        setLoginError(rateLimitMessage ?? AuthCopy.login.inlineError);
        return false;
      }
    },
    [login, toast],
  );

  return { signIn, loginError, setLoginError };
}
