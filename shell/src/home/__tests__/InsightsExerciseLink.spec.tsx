import { provideRemoteModule } from '@anchor/app-runtime/testing';
import {
  RemoteModule,
  type AssessmentBannerProps,
  type InsightsTabProps,
  type MindfulnessTabProps,
} from '@anchor/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { fakeEveryRemote, renderHome } from './render-home';

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
    fakeEveryRemote();
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
    await renderHome(<LocationProbe />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Insights' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Take Action' }));

    expect(await screen.findByText('mindfulness opened at cbt_thought_challenging')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mindfulness' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });
});
