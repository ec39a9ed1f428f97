import { createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { currentUserApi, setCachedCurrentUser } from '../api/current-user.api';
import { localFlags } from '../local/local-flags';
import type { rootReducer } from '../store/root-reducer';
import { sessionEnded } from './session-ended';
import { sessionEndNoticed } from './session.slice';

const selectCachedUser = currentUserApi.endpoints.getCurrentUser.select();

const isSigningOut = (state: ReturnType<typeof rootReducer>): boolean =>
  Object.values(state.api.mutations).some((mutation) => mutation?.endpointName === 'logout');

/**
 * When a call finds the session gone: the onboarding flags go at once (they must not let the next
 * account skip onboarding); for a person who was signed in, every cached answer of theirs is dropped, so
 * the signed-in routes send them to /auth (which says why) and back after signing in.
 */
export function createSessionListener() {
  const listener = createListenerMiddleware<ReturnType<typeof rootReducer>>();
  listener.startListening({
    actionCreator: sessionEnded,
    effect: async (_action, { dispatch, getOriginalState, delay }) => {
      localFlags.clearAll();
      const state = getOriginalState();
      // A call answering 401 while the person signs out is expected, not news to tell them.
      if (!selectCachedUser(state).data || isSigningOut(state)) return;
      dispatch(sessionEndNoticed());
      // The call that found out settles with its 401 first: resetting now would abort it, and its caller would
      // take the abort for a network failure.
      await delay(0);
      dispatch(api.util.resetApiState());
      dispatch(setCachedCurrentUser(null));
    },
  });
  return listener.middleware;
}
