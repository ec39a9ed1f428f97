import { ApiPath, type PublicUser } from '@anchor/contracts';
import { api } from './api';

/** Who is signed in. `null` means nobody (the server said 401). */
export const currentUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<PublicUser | null, void>({
      query: () => ApiPath.user,
      // Spec: one retry for the user read; we retry only when the network failed, never on an answer.
      extraOptions: { nullOn401: true, retryNetworkErrorOnce: true },
      providesTags: ['User'],
    }),
  }),
});

export const setCachedCurrentUser = (user: PublicUser | null) =>
  currentUserApi.util.upsertQueryData('getCurrentUser', undefined, user);

/** Changes fields of the cached user, if there is one, without waiting for a refetch. */
export const patchCachedCurrentUser = (patch: Partial<PublicUser>) =>
  currentUserApi.util.updateQueryData('getCurrentUser', undefined, (user) => (user ? { ...user, ...patch } : user));
