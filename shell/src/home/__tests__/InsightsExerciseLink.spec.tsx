import { AppProviders, createAppStore, setCachedCurrentUser } from '@anchor/app-runtime';
import { provideRemoteModule, resetRemoteModules } from '@anchor/app-runtime/testing';
import {
  RemoteModule,
  type AssessmentBannerProps,
  type InsightsTabProps,
  type MindfulnessTabProps,
  type PublicUser,
} from '@anchor/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { HomePage } from '../HomePage';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** A banner that is in place at once (the tabs wait for it). */
function SettledBanner({ onSettled }: AssessmentBannerProps) {
  useEffect(() => onSettled?.(), [onSettled]);
  return null;
}

// A file of its own: the shell keeps each remote component it has loaded, so these stubs must be the first.
describe('Take Action on an insight that names an exercise', () => {
  beforeEach(() => {
    resetRemoteModules();
    Object.values(RemoteModule).forEach((id) => provideRemoteModule(id, { default: () => <p>remote {id}</p> }));
    provideRemoteModule(RemoteModule.assessmentBanner, { default: SettledBanner });
    provideRemoteModule(RemoteModule.insightsTab, {
      default: ({ onOpenMindfulness }: InsightsTabProps) => (
        <button type="button" onClick={() => onOpenMindfulness?.('cbt_thought_challenging')}>
          Take Action
        </button>
      ),
    });
    provideRemoteModule(RemoteModule.mindfulnessTab, {
      default: ({ exercise }: MindfulnessTabProps) => <p>mindfulness opened at {exercise ?? 'the picker'}</p>,
    });
  });

  it('opens the Mindfulness tab at that exercise and leaves the URL clean', async () => {
    const store = createAppStore();
    await store.dispatch(
      setCachedCurrentUser({ id: 1, role: 'patient', onboardingCompleted: true, setupCompleted: true } as PublicUser),
    );
    render(
      <AppProviders store={store}>
        <MemoryRouter initialEntries={['/']}>
          <HomePage />
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Insights' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Take Action' }));

    expect(await screen.findByText('mindfulness opened at cbt_thought_challenging')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mindfulness' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });
});
