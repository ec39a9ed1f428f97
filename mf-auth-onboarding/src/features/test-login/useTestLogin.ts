import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toApiError, useToast, type ApiError } from '@anchor/app-runtime';
import { TestLoginCopy } from './copy';
import { useCreateTestUserMutation, useTestLoginMutation } from '../../api/test-login.api';

export type TestLoginState = 'signing-in' | 'failed' | 'unavailable';

/** A 404 that is not "no such user" means the endpoint itself is missing: a production server. */
const isProductionServer = (error: ApiError) =>
  error.status === 404 && error.body?.message !== TestLoginCopy.missingUserMessage;

/** /test signs in as the test user on arrival; on failure it offers to create that user and retry. */
export function useTestLogin() {
  const navigate = useNavigate();
  const toast = useToast();
  const [testLogin] = useTestLoginMutation();
  const [createTestUser] = useCreateTestUserMutation();
  const [state, setState] = useState<TestLoginState>('signing-in');
  const started = useRef(false);

  const attempt = useCallback(async () => {
    setState('signing-in');
    try {
      await testLogin().unwrap();
      navigate('/', { replace: true });
    } catch (error) {
      const apiError = toApiError(error);
      if (isProductionServer(apiError)) {
        setState('unavailable');
        return;
      }
      toast({ title: TestLoginCopy.failedTitle, description: TestLoginCopy.failedDescription, variant: 'destructive' });
      setState('failed');
    }
  }, [testLogin, navigate, toast]);

  const createAndRetry = useCallback(async () => {
    setState('signing-in');
    try {
      await createTestUser().unwrap();
    } catch (error) {
      // Most often the user already exists (409); the retry below tells us whether it matters.
      console.error('Could not create the test user', error);
    }
    await attempt();
  }, [createTestUser, attempt]);

  useEffect(() => {
    // Once per visit, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void attempt();
  }, [attempt]);

  return { state, createAndRetry };
}
