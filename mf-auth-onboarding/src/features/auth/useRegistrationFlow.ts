import { useCallback, useRef, useState } from 'react';
import { ApiErrorCode, type LoginRequest, type RegisterRequest } from '@anchor/contracts';
import { api, describeApiError, toApiError, useAppDispatch, useRegisterMutation, useToast } from '@anchor/app-runtime';
import { AuthCopy } from './copy';
import { delay } from '../../delay';

/** The user is re-read 300 ms after registering; a taken username signs in instead after 1000 ms. */
export const USER_RECHECK_DELAY_MS = 300;
export const FALLBACK_LOGIN_DELAY_MS = 1000;

export interface RegistrationFlowOptions {
  /** Signs in with the given credentials (the login flow), used when the username already exists. */
  signIn: (credentials: LoginRequest) => Promise<boolean>;
  /** The connectivity GET /api/user; resolves with `error` set only when the server could not be reached. */
  probeServer: () => PromiseLike<{ error?: unknown }>;
}

/** What a refused registration tells the user: a taken username signs in instead, a taken email says so. */
function useRegistrationRefusal(
  signIn: RegistrationFlowOptions['signIn'],
  failed: (message: string) => void,
  setRegisterError: (message: string | null) => void,
) {
  const toast = useToast();
  // The fallback sign-in needs the password for one second: memory only, never browser storage.
  const pendingCredentials = useRef<LoginRequest | null>(null);

  const signInInstead = useCallback(async () => {
    await delay(FALLBACK_LOGIN_DELAY_MS);
    const credentials = pendingCredentials.current;
    pendingCredentials.current = null;
    if (credentials && !(await signIn(credentials))) setRegisterError(AuthCopy.login.inlineError);
  }, [signIn, setRegisterError]);

  return useCallback(
    async (error: unknown, request: RegisterRequest) => {
      const apiError = toApiError(error);
      const code = apiError.body?.code;
      if (apiError.status === 409 && code === ApiErrorCode.usernameTaken) {
        toast({ title: AuthCopy.register.accountExistsTitle, description: AuthCopy.register.accountExistsDescription });
        pendingCredentials.current = { username: request.username, password: request.password };
        await signInInstead();
      } else if (apiError.status === 409 && code === ApiErrorCode.emailTaken) {
        toast({
          title: AuthCopy.register.emailTakenTitle,
          description: AuthCopy.register.emailTakenDescription,
          variant: 'destructive',
        });
      } else {
        failed(describeApiError(apiError, AuthCopy.register.inlineError));
      }
    },
    [toast, failed, signInInstead],
  );
}

/** Registration: connectivity check, register, then the duplicate-username fallback. */
export function useRegistrationFlow({ signIn, probeServer }: RegistrationFlowOptions) {
  const dispatch = useAppDispatch();
  const [register] = useRegisterMutation();
  const toast = useToast();
  const [registerError, setRegisterError] = useState<string | null>(null);

  const failed = useCallback(
    (message: string) => {
      toast({ title: AuthCopy.register.failedTitle, description: message, variant: 'destructive' });
      setRegisterError(AuthCopy.register.inlineError);
    },
    [toast],
  );
  const refused = useRegistrationRefusal(signIn, failed, setRegisterError);

  const submitRegistration = useCallback(
    async (request: RegisterRequest) => {
      setRegisterError(null);
      // Any HTTP answer (even 401) proves the server is reachable; only a network failure stops here.
      const probe = await probeServer();
      const probeError = probe.error ? toApiError(probe.error) : null;
      if (probeError?.status === 'FETCH_ERROR') {
        failed(describeApiError(probeError));
        return;
      }
      try {
        await register(request).unwrap();
        toast({
          title: AuthCopy.register.successTitle,
          description: AuthCopy.register.successDescription(request.username),
        });
        // Through the cache, not the hook: the screen may be gone by then (the user is already signed in).
        setTimeout(() => dispatch(api.util.invalidateTags(['User'])), USER_RECHECK_DELAY_MS);
      } catch (error) {
        await refused(error, request);
      }
    },
    [dispatch, register, toast, probeServer, failed, refused],
  );

  return { submitRegistration, registerError };
}
