import { AppProviders, createAppStore, currentUserApi, localFlags, setCachedCurrentUser } from '@anchor/app-runtime';
import type { PublicUser } from '@anchor/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../ProtectedRoute';

const user = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  id: 1,
  username: 'sam',
  email: null,
  emailVerified: false,
  pendingEmail: null,
  firstName: 'Sam',
  lastName: null,
  role: 'patient',
  onboardingCompleted: true,
  setupCompleted: true,
  subscriptionTier: 'free',
  subscriptionStatus: 'inactive',
  subscriptionStartDate: null,
  subscriptionEndDate: null,
  paymentProvider: null,
  healthcareProviderSharing: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const renderAt = (store = createAppStore()) =>
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <ProtectedRoute>
                <p>home content</p>
              </ProtectedRoute>
            }
          />
          <Route path="/auth" element={<p>auth page</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

const storeWithUser = async (cached: PublicUser | null) => {
  const store = createAppStore();
  await store.dispatch(setCachedCurrentUser(cached));
  return store;
};

describe('ProtectedRoute', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    localStorage.clear();
  });

  it('shows a spinner while the user loads', () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));

    renderAt();

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('home content')).not.toBeInTheDocument();
  });

  it('sends a visitor without a user to /auth', async () => {
    renderAt(await storeWithUser(null));

    expect(screen.getByText('auth page')).toBeInTheDocument();
  });

  it('sends a user who has not finished onboarding to /auth', async () => {
    renderAt(await storeWithUser(user({ onboardingCompleted: false })));

    expect(screen.getByText('auth page')).toBeInTheDocument();
  });

  it('lets a user in whose own local onboarding_completed flag is true', async () => {
    localFlags.set('onboarding_completed', true, 1);

    renderAt(await storeWithUser(user({ onboardingCompleted: false })));

    expect(screen.getByText('home content')).toBeInTheDocument();
  });

  it("does not let a new account in on another account's onboarding_completed flag", async () => {
    localFlags.set('onboarding_completed', true, 7);

    renderAt(await storeWithUser(user({ id: 8, onboardingCompleted: false })));

    expect(screen.getByText('auth page')).toBeInTheDocument();
  });

  it('renders the page for an onboarded user', async () => {
    const store = await storeWithUser(user());

    renderAt(store);

    expect(screen.getByText('home content')).toBeInTheDocument();
    expect(currentUserApi.endpoints.getCurrentUser.select()(store.getState()).data?.username).toBe('sam');
  });
});
