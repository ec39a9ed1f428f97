import { provideRemoteLoader } from '@anchor/app-runtime/testing';
import { RemoteModule } from '@anchor/contracts';
import { screen } from '@testing-library/react';
import { fakeEveryRemote, renderHome } from './render-home';

// A file of its own: the shell keeps each remote it has loaded (or failed to load) for the whole page.
describe('home when the assessment banner cannot be loaded', () => {
  beforeEach(() => {
    fakeEveryRemote();
    provideRemoteLoader(RemoteModule.assessmentBanner, () => Promise.reject(new Error('ChunkLoadError')));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the tabs at once beside the error, without waiting for a banner that will not come', async () => {
    await renderHome();

    // Well under the tabs' 8 s wait for a banner (BANNER_WAIT_MS): a loaded machine can take over 1 s to render.
    const error = await screen.findByText('The assessment feature could not be loaded', {}, { timeout: 5_000 });
    expect(error).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Assistant' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(`remote ${RemoteModule.assistantTab}`)).toBeVisible();
  });
});
