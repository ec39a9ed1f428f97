import { AppProviders, createAppStore, setCachedCurrentUser } from '@anchor/app-runtime';
import { provideRemoteModule, resetRemoteModules } from '@anchor/app-runtime/testing';
import { RemoteModule, type PublicUser } from '@anchor/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { HomePage } from '../HomePage';

/**
 * Every remote module as a stand-in that names itself ('remote <id>'); a test then replaces the ones it
 * drives with provideRemoteModule or provideRemoteLoader. Call it before the first render of the file:
 * the shell keeps each remote component it has loaded for the whole page.
 */
export function fakeEveryRemote(): void {
  resetRemoteModules();
  Object.values(RemoteModule).forEach((id) => provideRemoteModule(id, { default: () => <p>remote {id}</p> }));
}

/** Home at '/' for a signed-in patient who finished onboarding; `beside` renders next to it in the router. */
export async function renderHome(beside?: ReactNode) {
  const store = createAppStore();
  await store.dispatch(
    setCachedCurrentUser({ id: 1, role: 'patient', onboardingCompleted: true, setupCompleted: true } as PublicUser),
  );
  return render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={['/']}>
        <HomePage />
        {beside}
      </MemoryRouter>
    </AppProviders>,
  );
}
