import type { PublicUser } from '@anchor/contracts';
import { waitFor } from '@testing-library/react';
import { currentUserApi, setCachedCurrentUser } from '../../api/current-user.api';
import { sessionApi } from '../../api/session.api';
import { settingsApi } from '../../api/settings.api';
import { localFlags } from '../../local/local-flags';
import { createAppStore } from '../../store/create-app-store';
import { installFakeFetch } from '../../testing/fake-fetch';
import { selectVisibleToasts } from '../../toasts/toasts.slice';
import { selectSessionEnded } from '../session.slice';

const sam = { id: 1, username: 'sam', onboardingCompleted: true, setupCompleted: true } as PublicUser;
const notSignedIn = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Not signed in' } };
const nobodySignedIn = { status: 200, body: { user: null } };

async function signedInStore() {
  const store = createAppStore();
  await store.dispatch(setCachedCurrentUser(sam));
  localFlags.set('onboarding_completed', true, sam.id);
  return store;
}

describe('an ended session', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    localStorage.clear();
  });

  it('is noticed on the next call: the user is forgotten, the flags cleared, the ending kept for the sign-in page', async () => {
    installFakeFetch({ 'GET /api/settings': notSignedIn });
    const store = await signedInStore();

    await store.dispatch(settingsApi.endpoints.getSettings.initiate());

    await waitFor(() => expect(currentUserApi.endpoints.getCurrentUser.select()(store.getState()).data).toBeNull());
    expect(localFlags.get('onboarding_completed')).toBeNull();
    expect(selectSessionEnded(store.getState())).toBe(true);

    await store.dispatch(setCachedCurrentUser(sam));
    expect(selectSessionEnded(store.getState())).toBe(false);
  });

  it('is noticed by the session check too, which answers "nobody" without a failed request', async () => {
    installFakeFetch({ 'GET /api/session': nobodySignedIn });
    const store = await signedInStore();

    await store.dispatch(currentUserApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));

    await waitFor(() => expect(currentUserApi.endpoints.getCurrentUser.select()(store.getState()).data).toBeNull());
    expect(localFlags.get('onboarding_completed')).toBeNull();
    expect(selectSessionEnded(store.getState())).toBe(true);
  });

  it('clears the onboarding flags when the user read finds nobody, even when nobody was signed in here', async () => {
    installFakeFetch({ 'GET /api/session': nobodySignedIn });
    localFlags.set('onboarding_completed', true, 3);
    const store = createAppStore();

    const result = await store.dispatch(currentUserApi.endpoints.getCurrentUser.initiate());

    expect(result.data).toBeNull();
    expect(localFlags.get('onboarding_completed')).toBeNull();
    expect(selectSessionEnded(store.getState())).toBe(false);
    expect(selectVisibleToasts(store.getState())).toEqual([]);
  });

  it('is not what a wrong password at sign-in means', async () => {
    installFakeFetch({ 'POST /api/login': notSignedIn });
    const store = createAppStore();

    await store.dispatch(sessionApi.endpoints.login.initiate({ username: 'sam', password: 'nope' }));

    expect(selectVisibleToasts(store.getState())).toEqual([]);
  });
});
