import { AppProviders, createAppStore, setCachedCurrentUser } from '@anchor/app-runtime';
import { provideRemoteLoader, provideRemoteModule, resetRemoteModules } from '@anchor/app-runtime/testing';
import { RemoteModule, type PublicUser } from '@anchor/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HomePage } from '../HomePage';

// A file of its own: the shell keeps each remote it has loaded (or failed to load) for the whole page.
describe('home when the assessment banner cannot be loaded', () => {
  beforeEach(() => {
    resetRemoteModules();
    Object.values(RemoteModule).forEach((id) => provideRemoteModule(id, { default: () => <p>remote {id}</p> }));
    provideRemoteLoader(RemoteModule.assessmentBanner, () => Promise.reject(new Error('ChunkLoadError')));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the tabs at once beside the error, without waiting for a banner that will not come', async () => {
    const store = createAppStore();
    await store.dispatch(
      setCachedCurrentUser({ id: 1, role: 'patient', onboardingCompleted: true, setupCompleted: true } as PublicUser),
    );
    render(
      <AppProviders store={store}>
        <MemoryRouter initialEntries={['/']}>
          <HomePage />
        </MemoryRouter>
      </AppProviders>,
    );

    expect(await screen.findByText('The assessment feature could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Assistant' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(`remote ${RemoteModule.assistantTab}`)).toBeVisible();
  });
});
