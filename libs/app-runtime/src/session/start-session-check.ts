import { currentUserApi } from '../api/current-user.api';
import { getAppStore } from '../providers/AppProviders';

/**
 * Asks who is signed in on the page's store now, before the first render: the routes that wait for the answer
 * (home, the sign-in page) then find it under way or done instead of asking after their first paint.
 */
export function startSessionCheck(): void {
  void getAppStore().dispatch(currentUserApi.util.prefetch('getCurrentUser', undefined, {}));
}
