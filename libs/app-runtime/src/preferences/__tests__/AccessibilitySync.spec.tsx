import { render, waitFor } from '@testing-library/react';
import { AppProviders } from '../../providers/AppProviders';
import { createAppStore } from '../../store/create-app-store';
import { installFakeFetch } from '../../testing/fake-fetch';
import { AccessibilitySync } from '../AccessibilitySync';

afterEach(() => localStorage.clear());

const storedPreferences = (largeText: boolean, highContrast: boolean) => ({
  status: 200,
  body: { profile: {}, preferences: { largeText, highContrast } },
});

describe('AccessibilitySync', () => {
  it("applies the signed-in user's stored large text and high contrast to the theme on load", async () => {
    installFakeFetch({
      'GET /api/session': { status: 200, body: { user: { id: 7, username: 'river' } } },
      'GET /api/user/profile-settings': storedPreferences(true, true),
    });
    const store = createAppStore();
    render(
      <AppProviders store={store}>
        <AccessibilitySync />
      </AppProviders>,
    );
    await waitFor(() => expect(store.getState().preferences).toEqual({ largeText: true, highContrast: true }));
  });

  it('asks nothing of the server when nobody is signed in', async () => {
    const { calls } = installFakeFetch({ 'GET /api/session': { status: 200, body: { user: null } } });
    const store = createAppStore();
    render(
      <AppProviders store={store}>
        <AccessibilitySync />
      </AppProviders>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls.map((call) => call.url)).toEqual(['/api/session']);
  });
});
