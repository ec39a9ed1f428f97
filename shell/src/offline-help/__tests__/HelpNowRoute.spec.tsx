import { installFakeFetch, LOCATION_TEST_ID, renderWithApp } from '@anchor/app-runtime/testing';
import { ApiPath } from '@anchor/contracts';
import { screen } from '@testing-library/react';
import { App } from '../../App';
import { fakeEveryRemote } from '../../home/__tests__/render-home';
import { BreathingCopy, GroundingCopy, HelpNowCopy, SafePlaceCopy, TimerCopy } from '../copy';

describe('"I need help now" before sign-in', () => {
  beforeAll(() => fakeEveryRemote());
  afterEach(() => localStorage.clear());

  it('is offered above the sign-in form and opens the crisis lines and exercises with no request and nothing stored', async () => {
    // Signed out: the session check answers nobody (every other request would be recorded and fail).
    const { calls } = installFakeFetch({ [`GET ${ApiPath.session}`]: { status: 200, body: { user: null } } });
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const { user } = renderWithApp(<App />, { route: '/auth' });
    const entry = screen.getByRole('link', { name: HelpNowCopy.entry });
    expect(await screen.findByText(/remote/)).toBeInTheDocument();
    expect(entry.compareDocumentPosition(screen.getByText(/remote/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(calls.map((call) => call.url)).toContain(ApiPath.session);
    const requestsBefore = calls.length;
    setItem.mockClear();
    await user.click(entry);
    expect(await screen.findByRole('heading', { level: 1, name: HelpNowCopy.title })).toHaveFocus();
    expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent('/help-now');
    expect(screen.getByRole('region', { name: HelpNowCopy.crisisTitle })).toBeInTheDocument();
    for (const name of [GroundingCopy.name, BreathingCopy.name, TimerCopy.name, SafePlaceCopy.name]) {
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: new RegExp(GroundingCopy.name) }));
    expect(screen.getByRole('heading', { name: '5 things you can see' })).toBeInTheDocument();
    expect(calls.slice(requestsBefore)).toEqual([]);
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });
});
