import { ApiPath, type PublicUser } from '@anchor/contracts';
import { api } from './api';

/** Who is signed in. `null` means nobody (the server said 401). */
export const currentUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<PublicUser | null, void>({
      query: () => ApiPath.user,
      // One retry for the user read, and only when the network failed, never on an answer.
      extraOptions: { nullOn401: true, retryNetworkErrorOnce: true },
      providesTags: ['User'],
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
