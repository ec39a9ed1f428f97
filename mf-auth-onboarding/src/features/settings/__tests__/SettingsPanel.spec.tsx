import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import SettingsPanel from '../../../exposed/SettingsPanel';
import { SettingsCopy } from '../copy';
import { SIGN_OUT_REDIRECT_DELAY_MS } from '../useSignOut';
import { installFakeFetch, LOCATION_TEST_ID, renderWithApp } from '@anchor/app-runtime/testing';
import { errorBody } from '../../../testing/fixtures';

const allAllowed = { allowVideoApps: true, allowVoiceApps: true, allowMessageApps: true, noticeMoodsInChat: true };

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The shell opening the panel at the reminders card, and asking again (a second Take Action). */
function OpenedFromInsights() {
  const [request, setRequest] = useState(1);
  return (
    <>
      <button onClick={() => setRequest((current) => current + 1)}>Open reminders again</button>
      <SettingsPanel focusCard="reminders" focusRequest={request} />
    </>
  );
}

describe('SettingsPanel', () => {
  it('shows the six cards in the spec order', async () => {
    installFakeFetch({
      'GET /api/settings': { status: 200, body: allAllowed },
      'GET /api/reminders': { status: 200, body: { items: [], timeZone: 'UTC' } },
    });
    renderWithApp(<SettingsPanel />, { route: '/' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      SettingsCopy.title,
      'Social Media Integration',
      'Push Notifications',
      'Account Settings',
      'Profile & preferences',
      'Medications',
      'App Connections',
      'Wearable Integration',
      'Data Management',
      'Accessibility',
      'Subscription',
      'Privacy',
      'Provider Access',
      'Two-step sign-in',
    ]);
    // Three reminder switches (Push Notifications), three app permissions (App Connections), two accessibility,
    // provider sharing, analytics and mood noticing (Privacy).
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(11));
  });

  it('opens at the reminders card: scrolled to it and focused, again on every new request', async () => {
    installFakeFetch({
      'GET /api/settings': { status: 200, body: allAllowed },
      'GET /api/reminders': { status: 200, body: { items: [], timeZone: 'UTC' } },
    });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    const { user } = renderWithApp(<OpenedFromInsights />, { route: '/' });

    const card = screen.getByRole('region', { name: 'Push Notifications' });
    expect(card).toHaveFocus();
    expect(scrolled).toEqual([card]);
    expect(within(card).getByRole('heading', { name: 'Push Notifications' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open reminders again' }));
    expect(card).toHaveFocus();
    expect(scrolled).toEqual([card, card]);
  });

  it('opens at the top, focusing nothing, when no card is asked for', async () => {
    installFakeFetch({
      'GET /api/settings': { status: 200, body: allAllowed },
      'GET /api/reminders': { status: 200, body: { items: [], timeZone: 'UTC' } },
    });
    renderWithApp(<SettingsPanel />, { route: '/' });
    expect(screen.getByRole('region', { name: 'Push Notifications' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('saves a switch with one changed flag and says so', async () => {
    const { callsTo } = installFakeFetch({
      'GET /api/settings': { status: 200, body: allAllowed },
      'PATCH /api/settings': { status: 200, body: { ...allAllowed, allowVideoApps: false } },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    const video = await screen.findByRole('switch', { name: SettingsCopy.apps.video });
    expect(video).toHaveAttribute('aria-checked', 'true');
    await user.click(video);

    expect(await screen.findByText(SettingsCopy.apps.updatedTitle)).toBeInTheDocument();
    expect(screen.getByText(SettingsCopy.apps.updatedDescription)).toBeInTheDocument();
    expect(callsTo('PATCH', '/api/settings')[0].body).toEqual({ allowVideoApps: false });
    expect(screen.getByRole('switch', { name: SettingsCopy.apps.video })).toHaveAttribute('aria-checked', 'false');
  });

  it('says "Failed to update settings" and puts the switch back when the server refuses', async () => {
    installFakeFetch({
      'GET /api/settings': { status: 200, body: allAllowed },
      'PATCH /api/settings': { status: 500, body: errorBody(500, 'Boom') },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    await user.click(await screen.findByRole('switch', { name: SettingsCopy.apps.voice }));

    const toast = (await screen.findByText(SettingsCopy.apps.failedTitle)).closest('[role="alert"]') as HTMLElement;
    // A server fault reads as a sentence, never its status or JSON.
    expect(within(toast).getByText(/^Something went wrong on our side/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: SettingsCopy.apps.voice })).toHaveAttribute('aria-checked', 'true'),
    );
  });

  it('signs out locally when the server fails, then goes to /auth after 500 ms', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { callsTo } = installFakeFetch({
      'GET /api/settings': { status: 200, body: allAllowed },
      'POST /api/logout': { status: 500, body: errorBody(500, 'Boom') },
    });
    localStorage.setItem('onboarding_completed', 'true');
    const { user } = renderWithApp(<SettingsPanel />, { route: '/', fakeTimers: true });
    await user.click(screen.getByRole('button', { name: SettingsCopy.account.signOut }));

    expect(await screen.findByText(SettingsCopy.account.signedOutLocallyTitle)).toBeInTheDocument();
    expect(screen.getByText(SettingsCopy.account.signedOutLocallyDescription)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SettingsCopy.account.signingOut })).toBeDisabled();
    expect(callsTo('POST', '/api/logout')).toHaveLength(1);
    expect(localStorage.getItem('onboarding_completed')).toBeNull();
    expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent(/^\/$/);

    await act(async () => jest.advanceTimersByTime(SIGN_OUT_REDIRECT_DELAY_MS));
    expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent('/auth');
  });

  it('says "Signed out successfully" when the server agrees', async () => {
    installFakeFetch({
      'GET /api/settings': { status: 200, body: allAllowed },
      'POST /api/logout': { status: 204 },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    await user.click(screen.getByRole('button', { name: SettingsCopy.account.signOut }));

    expect(await screen.findByText(SettingsCopy.account.signedOutTitle)).toBeInTheDocument();
    expect(screen.getByText(SettingsCopy.account.signedOutDescription)).toBeInTheDocument();
    // The redirect follows a 500 ms pause; a loaded machine may take longer than waitFor's 1 s default.
    await waitFor(() => expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent('/auth'), { timeout: 5000 });
  });
});
