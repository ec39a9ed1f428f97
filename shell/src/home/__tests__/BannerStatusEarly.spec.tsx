import { installFakeFetch, provideRemoteLoader } from '@anchor/app-runtime/testing';
import { AssessmentApiPath, RemoteModule } from '@anchor/contracts';
import { waitFor } from '@testing-library/react';
import { fakeEveryRemote, renderHome } from './render-home';

// A file of its own: the shell keeps each remote it has loaded (here: one still loading) for the whole page.
describe('home while the assessment banner is still downloading', () => {
  beforeEach(() => {
    fakeEveryRemote();
    provideRemoteLoader(RemoteModule.assessmentBanner, () => new Promise(() => undefined));
  });

  it('already asks for the assessment status the banner needs, so the banner can decide at its first render', async () => {
    const { callsTo } = installFakeFetch({
      [`GET ${AssessmentApiPath.status}`]: {
        status: 200,
        body: { status: 'current', daysRemaining: 20, message: '', lastCompletedAt: null, daysSinceLast: 10 },
      },
    });

    await renderHome();

    await waitFor(() => expect(callsTo('GET', AssessmentApiPath.status)).toHaveLength(1));
  });
});
