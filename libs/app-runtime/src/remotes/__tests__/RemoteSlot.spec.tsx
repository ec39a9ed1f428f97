import { RemoteModule } from '@anchor/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { provideRemoteLoader, provideRemoteModule, resetRemoteModules } from '@anchor/app-runtime/testing';
import { AppProviders } from '../../providers/AppProviders';
import { createAppStore } from '../../store/create-app-store';
import { loadRemoteModules, RemoteSlot } from '../RemoteSlot';

const renderSlot = (ui: React.ReactNode) => render(<AppProviders store={createAppStore()}>{ui}</AppProviders>);

describe('RemoteSlot', () => {
  beforeEach(() => {
    resetRemoteModules();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the loading display, then the remote component with its props', async () => {
    provideRemoteModule(RemoteModule.assessmentBanner, {
      default: ({ onTakeAssessment }: { onTakeAssessment: () => void }) => (
        <button onClick={onTakeAssessment}>Take Assessment</button>
      ),
    });

    renderSlot(<RemoteSlot module={RemoteModule.assessmentBanner} props={{ onTakeAssessment: () => undefined }} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('button', { name: 'Take Assessment' })).toBeInTheDocument();
  });

  it('shows the error fallback naming the feature when its remote cannot be loaded', async () => {
    provideRemoteLoader(RemoteModule.mindfulnessTab, () => Promise.reject(new Error('ChunkLoadError')));

    renderSlot(<RemoteSlot module={RemoteModule.mindfulnessTab} />);

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('The mindfulness feature could not be loaded')).toBeInTheDocument();
  });

  it('shows a module the page loaded before the slot mounted at once, without a loading display', async () => {
    let loads = 0;
    provideRemoteLoader(RemoteModule.assistantTab, async () => {
      loads += 1;
      return { default: () => <p>Assistant ready</p> };
    });
    loadRemoteModules([RemoteModule.assistantTab]);
    await waitFor(() => expect(loads).toBe(1));
    await Promise.resolve();

    renderSlot(<RemoteSlot module={RemoteModule.assistantTab} />);

    expect(screen.getByText('Assistant ready')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('tries a module whose early load failed again when its slot mounts', async () => {
    let attempts = 0;
    provideRemoteLoader(RemoteModule.resourcesTab, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('ChunkLoadError');
      return { default: () => <p>Resources ready</p> };
    });
    loadRemoteModules([RemoteModule.resourcesTab]);
    await waitFor(() => expect(attempts).toBe(1));

    renderSlot(<RemoteSlot module={RemoteModule.resourcesTab} />);

    expect(await screen.findByText('Resources ready')).toBeInTheDocument();
  });
});
