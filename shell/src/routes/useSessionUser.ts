import { useGetCurrentUserQuery } from '@anchor/app-runtime';

/**
 * The signed-in user (or null), whether the first answer is still on its way, and whether the API could not be
 * reached at all (no connection: the page came from the service worker), which is not the same as signed out.
 */
export function useSessionUser() {
  const { data, isLoading, error } = useGetCurrentUserQuery();
  const unreachable = !data && (error as { status?: unknown } | undefined)?.status === 'FETCH_ERROR';
  // A screen that mounts later asks again (RTK Query retries a failed read for a new subscriber): while it does,
  // the page keeps what it shows instead of going back to a spinner.
  return { user: data ?? null, isLoading: isLoading && !unreachable, unreachable };
}
