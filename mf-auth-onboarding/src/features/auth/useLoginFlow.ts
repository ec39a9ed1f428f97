import { useCallback, useState } from 'react';
import { type LoginRequest, SecondFactorState } from '@anchor/contracts';
import { describeApiError, toApiError, useLoginMutation, useToast } from '@anchor/app-runtime';
import { AuthCopy } from './copy';

/** Signs in, tells the user how it went, and keeps the inline message the form shows under its fields. */
export function useLoginFlow() {
  const [login] = useLoginMutation();
  const toast = useToast();
  const [loginError, setLoginError] = useState<string | null>(null);
  /** The password was right and the account asks for a code from its authenticator app next. */
  const [needsCode, setNeedsCode] = useState(false);

  /**
   * Resolves true once signed in; the cached user then drives the redirect or the wizard. False also when a code
   * must follow (`needsCode`): the code step signs in.
   */
  const signIn = useCallback(
    async (credentials: LoginRequest): Promise<boolean> => {
      setLoginError(null);
      try {
        const { secondFactor } = await login(credentials).unwrap();
        if (secondFactor === SecondFactorState.required) {
          setNeedsCode(true);
          return false;
        }
        toast({ title: AuthCopy.login.successTitle, description: AuthCopy.login.successDescription });
        return true;
      } catch (error) {
        console.error('Login failed', error);
        const apiError = toApiError(error);
        // A wrong password reads as the screen's own sentence; anything else as the server's words.
        const description =
          apiError.status === 401 ? AuthCopy.login.inlineError : describeApiError(error, AuthCopy.login.inlineError);
        toast({ title: AuthCopy.login.failedTitle, description, variant: 'destructive' });
        // A rate limit is not a wrong password: say how long to wait instead.
        const rateLimitMessage = apiError.status === 429 ? apiError.body?.message : undefined;
        setLoginError(rateLimitMessage ?? AuthCopy.login.inlineError);
        return false;
      }
    },
    [login, toast],
  );

  return { signIn, loginError, setLoginError, needsCode, cancelCode: () => setNeedsCode(false) };
}
