import type { FirstViewAnswers } from '@anchor/contracts';
import { assessmentStatusApi } from '../api/assessment-status.api';
import { currentUserApi, setCachedCurrentUser } from '../api/current-user.api';
import { getAppStore } from '../providers/AppProviders';
import type { AppStore } from '../store/create-app-store';

/** Puts answers read ahead of the store into its cache, so the first render has them instead of asking again. */
export async function seedFirstViewAnswers(
  { user, assessmentStatus }: FirstViewAnswers,
  { dispatch }: AppStore = getAppStore(),
): Promise<void> {
  const writes: Array<PromiseLike<unknown>> = [];
  if (user !== undefined) writes.push(dispatch(setCachedCurrentUser(user)));
  if (assessmentStatus) {
    writes.push(dispatch(assessmentStatusApi.util.upsertQueryData('getAssessmentStatus', undefined, assessmentStatus)));
  }
  await Promise.all(writes);
}

/**
 * Asks who is signed in on the page's store now, before the first render: the routes that wait for the answer
 * (home, the sign-in page) then find it under way or done instead of asking after their first paint. A no-op
 * when the cache already holds the answer (seeded from the entry's read).
 */
export function startSessionCheck(): void {
  void getAppStore().dispatch(currentUserApi.util.prefetch('getCurrentUser', undefined, {}));
}
