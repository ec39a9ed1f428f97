import type { PublicUser } from '@anchor/contracts';
import { api } from '@anchor/app-runtime';

/*
 * app-runtime injects `getCurrentUser` into the shared api but exports only its hooks, so the endpoint's
 * name is missing from `api`'s type. The casts live here, once; the tests read the cache back through
 * the real hook, so a renamed endpoint fails them.
 */
const CURRENT_USER_ENDPOINT = 'getCurrentUser' as never;

/** Shows a signed-in user everywhere at once, without waiting for a refetch. */
export const setCachedCurrentUser = (user: PublicUser) =>
  api.util.upsertQueryData(CURRENT_USER_ENDPOINT, undefined as never, user as never);

/** Changes fields of the cached user, if there is one. */
export const patchCachedCurrentUser = (patch: Partial<PublicUser>) =>
  api.util.updateQueryData(
    CURRENT_USER_ENDPOINT,
    undefined as never,
    ((user: PublicUser | null) => (user ? { ...user, ...patch } : user)) as never,
  );
