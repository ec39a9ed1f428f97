import { createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { currentUserApi, setCachedCurrentUser } from '../api/current-user.api';
import { RuntimeCopy } from '../copy';
import { localFlags } from '../local/local-flags';
import type { rootReducer } from '../store/root-reducer';
import { toastShown } from '../toasts/toasts.slice';
import { sessionEnded } from './session-ended';

const selectCachedUser = currentUserApi.endpoints.getCurrentUser.select();

const isSigningOut = (state: ReturnType<typeof rootReducer>): boolean =>
  Object.values(state.api.mutations).some((mutation) => mutation?.endpointName === 'logout');

/**
 * When a call finds the session gone: the onboarding flags go at once (they must not let the next
 * account skip onboarding); a person who was signed in is told, and every cached answer of theirs
 * is dropped, so the signed-in routes send them to /auth and back after signing in.
 */
export function createSessionListener() {
  const listener = createListenerMiddleware<ReturnType<typeof rootReducer>>();
  listener.startListening({
    actionCreator: sessionEnded,
    effect: (_action, { dispatch, getOriginalState }) => {
      localFlags.clearAll();
      const state = getOriginalState();
      // A call answering 401 while the person signs out is expected, not news to tell them.
      if (!selectCachedUser(state).data || isSigningOut(state)) return;
      dispatch(api.util.resetApiState());
      dispatch(setCachedCurrentUser(null));
      dispatch(toastShown({ title: RuntimeCopy.sessionEndedTitle, description: RuntimeCopy.sessionEndedDescription }));
    },
  });
  return listener.middleware;
}
