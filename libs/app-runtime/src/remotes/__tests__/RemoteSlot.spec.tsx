import { RemoteModule } from '@anchor/contracts';
import { render, screen } from '@testing-library/react';
import { provideRemoteLoader, provideRemoteModule, resetRemoteModules } from '@anchor/app-runtime/testing';
import { AppProviders } from '../../providers/AppProviders';
import { createAppStore } from '../../store/create-app-store';
import { RemoteSlot } from '../RemoteSlot';

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
});
