import { useGetCurrentUserQuery } from '@anchor/app-runtime';

/** The signed-in user (or null) and whether the first answer is still on its way. */
export function useSessionUser() {
  const { data, isLoading } = useGetCurrentUserQuery();
  return { user: data ?? null, isLoading };
}
