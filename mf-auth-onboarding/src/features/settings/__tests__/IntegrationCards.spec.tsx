import { act, screen, waitFor, within } from '@testing-library/react';
import SettingsPanel from '../../../exposed/SettingsPanel';
import { IntegrationsCopy } from '../integrations-copy';
import { SOCIAL_CONNECT_DELAY_MS } from '../useSocialConnections';
import { errorBody } from '../../../testing/fixtures';
import { renderWithApp } from '@anchor/app-runtime/testing';
import { installSettingsServer } from './settings-harness';

const copy = IntegrationsCopy;
const authUrl = 'https://twitter.example/oauth/authorize?state=abc';

beforeEach(() => {
  jest.spyOn(window, 'open').mockImplementation(() => null);
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const row = (name: string) => screen.getByRole('region', { name });

async function connectTwitter() {
  jest.useFakeTimers();
  const view = renderWithApp(<SettingsPanel />, { route: '/', fakeTimers: true });
  const connect = within(row('Twitter')).getByRole('button', { name: `${copy.connect} Twitter` });
  // Enabled once the server says Twitter is set up.
  await waitFor(() => expect(connect).toBeEnabled());
  await view.user.click(connect);
  expect(within(row('Twitter')).getByText(copy.social.status.pending)).toBeInTheDocument();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(SOCIAL_CONNECT_DELAY_MS);
  });
  return view;
}

describe('Social Media Integration', () => {
  it('lists the four platforms, disconnected, without analytics switches', async () => {
    installSettingsServer();
    renderWithApp(<SettingsPanel />, { route: '/' });
    // Let the panel's first reads settle before looking.
    await screen.findByRole('switch', { name: /^Video Apps/ });
    for (const name of ['Twitter', 'Facebook', 'Instagram', 'Slack']) {
      expect(within(row(name)).getByText(copy.social.status.disconnected)).toBeInTheDocument();
    }
    expect(screen.queryByRole('switch', { name: /Enable Analytics/ })).not.toBeInTheDocument();
  });

  it('goes Connecting... then connected after 1 s, opens the authorization page and offers Enable Analytics', async () => {
    const { callsTo } = installSettingsServer({
      'POST /api/integrations/connect': { status: 200, body: { success: true, authUrl } },
    });
    const { user } = await connectTwitter();

    expect(callsTo('POST', '/api/integrations/connect')[0].body).toEqual({ service: 'twitter', type: 'social' });
    expect(window.open).toHaveBeenCalledWith(authUrl, '_blank', 'noopener,noreferrer');
    expect(within(row('Twitter')).getByText(copy.social.status.connected)).toBeInTheDocument();
    expect(within(row('Twitter')).getByText(/^Last synced /)).toBeInTheDocument();
    const analytics = within(row('Twitter')).getByRole('switch', { name: /Enable Analytics/ });
    await user.click(analytics);
    expect(analytics).toHaveAttribute('aria-checked', 'true');
  });

  it('ends in error with the spec messages when the server cannot connect', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installSettingsServer({
      'POST /api/integrations/connect': {
        status: 400,
        body: errorBody(400, 'twitter is not configured: set OAUTH_TWITTER_CLIENT_ID'),
      },
    });
    await connectTwitter();

    expect(window.alert).toHaveBeenCalledWith(copy.connectFailedAlert);
    expect(console.error).toHaveBeenCalledWith(
      'Could not connect twitter:',
      expect.stringContaining('OAUTH_TWITTER_CLIENT_ID'),
    );
    expect(within(row('Twitter')).getByText(copy.social.status.error)).toBeInTheDocument();
    expect(within(row('Twitter')).getByText(copy.social.connectError)).toBeInTheDocument();
    expect(screen.getByText(copy.social.failedTitle)).toBeInTheDocument();
    expect(screen.getByText(copy.social.failedDescription)).toBeInTheDocument();
  });
});

describe('services not set up on this server', () => {
  it('says so on the row and offers no Connect, instead of an alert; HealthKit and Google Fit say why', async () => {
    installSettingsServer({
      'GET /api/integrations': { status: 200, body: { connections: [], configured: ['fitbit'] } },
    });
    renderWithApp(<SettingsPanel />, { route: '/' });
    expect(await within(row('Slack')).findByText(copy.notSetUp)).toBeInTheDocument();
    expect(within(row('Slack')).getByRole('button', { name: `${copy.connect} Slack` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `${copy.connect} Oura Ring` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `${copy.connect} Fitbit` })).toBeEnabled();
    expect(screen.getByText(copy.wearables.healthKit)).toBeInTheDocument();
    expect(screen.getByText(copy.wearables.googleFit)).toBeInTheDocument();
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('connects Slack through the server like the other platforms', async () => {
    const { callsTo } = installSettingsServer({
      'POST /api/integrations/connect': { status: 200, body: { success: true, authUrl } },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    const connect = within(row('Slack')).getByRole('button', { name: `${copy.connect} Slack` });
    await waitFor(() => expect(connect).toBeEnabled());
    await user.click(connect);
    await waitFor(() =>
      expect(callsTo('POST', '/api/integrations/connect')[0]?.body).toEqual({ service: 'slack', type: 'social' }),
    );
  });
});

describe('Wearable Integration', () => {
  it('lists the seven wearables with the privacy note and connects through the server', async () => {
    const { callsTo } = installSettingsServer({
      'POST /api/integrations/connect': { status: 200, body: { success: true, authUrl } },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    for (const name of [
      'Apple Watch',
      'Fitbit',
      'Garmin',
      'Apple HealthKit',
      'Google Fit',
      'Oura Ring',
      'WHOOP Strap',
    ]) {
      expect(screen.getByRole('button', { name: `${copy.connect} ${name}` })).toBeInTheDocument();
    }
    expect(screen.getByText(copy.wearables.privacyNote)).toBeInTheDocument();

    const oura = screen.getByRole('button', { name: `${copy.connect} Oura Ring` });
    await waitFor(() => expect(oura).toBeEnabled());
    await user.click(oura);
    expect(callsTo('POST', '/api/integrations/connect')[0].body).toEqual({ service: 'oura-ring', type: 'wearable' });
    expect(window.open).toHaveBeenCalledWith(authUrl, '_blank', 'noopener,noreferrer');
  });
});
