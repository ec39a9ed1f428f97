import { ApiPath, type PublicUser, type SessionState } from '@anchor/contracts';
import { sessionEnded } from '../session/session-ended';
import { api } from './api';
import { anchorBaseQuery } from './base-query';
import type { ApiError } from './api-error';

/** Who is signed in. `null` means nobody. */
export const currentUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<PublicUser | null, void>({
      // Nobody signed in is an answer (200, `user: null`), so a signed-out page logs no failed request; the store
      // hears it as it hears a 401 from any other call (a session that ended while signed in is told and dropped).
      async queryFn(_arg, { dispatch }, _extraOptions, baseQuery) {
        const result = await baseQuery(ApiPath.session);
        if (result.error) return { error: result.error as ApiError };
        const { user } = result.data as SessionState;
        if (!user) dispatch(sessionEnded());
        return { data: user };
      },
      // One retry for the user read, and only when the network failed, never on an answer.
      extraOptions: { retryNetworkErrorOnce: true },
      providesTags: ['User'],
    }),
    /**
     * Registration's connectivity check (GET /api/user, as the spec says): any HTTP answer, a 401 included, shows
     * the server is reachable; only a network failure is an error. Past the session-aware wrapper, since a
     * signed-out person's 401 here ends no session.
     */
    reachServer: build.query<true, void>({
      async queryFn(_arg, queryApi) {
        const result = await anchorBaseQuery(ApiPath.user, queryApi, {});
        return result.error?.status === 'FETCH_ERROR' ? { error: result.error } : { data: true };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const setCachedCurrentUser = (user: PublicUser | null) =>
  currentUserApi.util.upsertQueryData('getCurrentUser', undefined, user);

type CacheUserArgs = {
  dispatch: (action: ReturnType<typeof setCachedCurrentUser>) => unknown;
  queryFulfilled: Promise<{ data: PublicUser }>;
};

/**
 * `onQueryStarted` for every call that answers with the user (login, register, profile and
 * onboarding changes): show the new user everywhere at once. A failure is the caller's to show.
 */
export async function cacheReturnedUser(_request: unknown, { dispatch, queryFulfilled }: CacheUserArgs) {
  try {
    const { data } = await queryFulfilled;
    dispatch(setCachedCurrentUser(data));
  } catch {
    // The caller handles the error through the mutation result.
  }
}

/** Changes fields of the cached user, if there is one, without waiting for a refetch. */
export const patchCachedCurrentUser = (patch: Partial<PublicUser>) =>
  currentUserApi.util.updateQueryData('getCurrentUser', undefined, (user) => (user ? { ...user, ...patch } : user));
