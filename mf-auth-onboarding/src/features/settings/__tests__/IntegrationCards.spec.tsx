import { screen, waitFor, within } from '@testing-library/react';
import type { IntegrationListResponse } from '@anchor/contracts';
import SettingsPanel from '../../../exposed/SettingsPanel';
import { IntegrationsCopy } from '../integrations-copy';
import { openAuthorizationPage } from '../open-authorization-page';
import { errorBody } from '../../../testing/fixtures';
import { renderWithApp } from '@anchor/app-runtime/testing';
import { installSettingsServer } from './settings-harness';

jest.mock('../open-authorization-page', () => ({ openAuthorizationPage: jest.fn() }));

const copy = IntegrationsCopy;
const authUrl = 'https://twitter.example/oauth/authorize?state=abc';
const connectedTwitter: IntegrationListResponse = {
  connections: [{ service: 'twitter', type: 'social', status: 'connected', updatedAt: '2026-03-04T10:00:00.000Z' }],
  configured: ['twitter', 'slack', 'fitbit'],
};

afterEach(() => jest.clearAllMocks());

const row = (name: string) => screen.getByRole('region', { name });
const notConnectedWords = /^(Disconnected|Not connected)$/;

describe('Social Media Integration', () => {
  it('lists the four platforms, not connected, without analytics switches', async () => {
    installSettingsServer();
    renderWithApp(<SettingsPanel />, { route: '/' });
    // Let the panel's first reads settle before looking.
    await screen.findByRole('switch', { name: /^Video Apps/ });
    for (const name of ['Twitter', 'Facebook', 'Instagram', 'Slack']) {
      expect(within(row(name)).getByText(copy.social.status.disconnected)).toBeInTheDocument();
      // Said once, by the badge: no "Not connected" line beside "Disconnected".
      expect(within(row(name)).getAllByText(notConnectedWords)).toHaveLength(1);
    }
    expect(screen.queryByRole('switch', { name: /Enable Analytics/ })).not.toBeInTheDocument();
  });

  it('goes Connecting... and opens the authorization page, without claiming Connected', async () => {
    const { callsTo } = installSettingsServer({
      'POST /api/integrations/connect': { status: 200, body: { success: true, authUrl } },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    const connect = await within(row('Twitter')).findByRole('button', { name: `${copy.connect} Twitter` });
    await user.click(connect);

    await waitFor(() => expect(openAuthorizationPage).toHaveBeenCalledWith(authUrl));
    expect(callsTo('POST', '/api/integrations/connect')[0].body).toEqual({ service: 'twitter', type: 'social' });
    expect(within(row('Twitter')).getByText(copy.social.status.pending)).toBeInTheDocument();
    expect(within(row('Twitter')).queryByText(copy.social.status.connected)).not.toBeInTheDocument();
    expect(connect).toBeDisabled();
  });

  it('shows Connected from the server, offers analytics, and Disconnect forgets the connection', async () => {
    let list = connectedTwitter;
    const { callsTo } = installSettingsServer({
      'GET /api/integrations': () => ({ status: 200, body: list }),
      'DELETE /api/integrations/twitter': () => {
        list = { ...connectedTwitter, connections: [] };
        return { status: 204 };
      },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    expect(await within(row('Twitter')).findByText(copy.social.status.connected)).toBeInTheDocument();
    expect(within(row('Twitter')).getByText(/^Connected on /)).toBeInTheDocument();
    const analytics = within(row('Twitter')).getByRole('switch', { name: /Enable Analytics/ });
    await user.click(analytics);
    expect(analytics).toHaveAttribute('aria-checked', 'true');

    await user.click(within(row('Twitter')).getByRole('button', { name: `${copy.disconnect} Twitter` }));
    expect(await within(row('Twitter')).findByText(copy.social.status.disconnected)).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/integrations/twitter')).toHaveLength(1);
    expect(screen.getByText(copy.disconnectedTitle('Twitter'))).toBeInTheDocument();
    expect(within(row('Twitter')).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('says in a sentence that connecting failed and leaves the row as it was', async () => {
    installSettingsServer({
      'POST /api/integrations/connect': {
        status: 400,
        body: errorBody(400, 'twitter is not configured: set OAUTH_TWITTER_CLIENT_ID'),
      },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    const connect = await within(row('Twitter')).findByRole('button', { name: `${copy.connect} Twitter` });
    await user.click(connect);

    expect(await screen.findByText(copy.connectFailed)).toBeInTheDocument();
    expect(screen.queryByText(/OAUTH_TWITTER_CLIENT_ID/)).not.toBeInTheDocument();
    expect(within(row('Twitter')).getByText(copy.social.status.disconnected)).toBeInTheDocument();
    expect(openAuthorizationPage).not.toHaveBeenCalled();
  });
});

describe('services not set up on this server', () => {
  it('says so on the row with no button; HealthKit and Google Fit say why, with no button either', async () => {
    installSettingsServer({
      'GET /api/integrations': { status: 200, body: { connections: [], configured: ['fitbit'] } },
    });
    renderWithApp(<SettingsPanel />, { route: '/' });
    // Before the server's answer, no row claims anything.
    expect(within(row('Slack')).queryByText(copy.notSetUp)).not.toBeInTheDocument();
    expect(await within(row('Slack')).findByText(copy.notSetUp)).toBeInTheDocument();
    expect(within(row('Slack')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('Oura Ring')).getByText(copy.notSetUp)).toBeInTheDocument();
    expect(within(row('Oura Ring')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('Fitbit')).getByRole('button', { name: `${copy.connect} Fitbit` })).toBeEnabled();
    for (const [name, why] of [
      ['Apple HealthKit', copy.wearables.healthKit],
      ['Google Fit', copy.wearables.googleFit],
    ]) {
      expect(within(row(name)).getByText(why)).toBeInTheDocument();
      expect(within(row(name)).getByText(copy.wearables.notOnTheWeb)).toBeInTheDocument();
      expect(within(row(name)).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('connects Slack through the server like the other platforms', async () => {
    const { callsTo } = installSettingsServer({
      'POST /api/integrations/connect': { status: 200, body: { success: true, authUrl } },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    const connect = await within(row('Slack')).findByRole('button', { name: `${copy.connect} Slack` });
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
    for (const name of ['Apple Watch', 'Fitbit', 'Garmin', 'Oura Ring', 'WHOOP Strap']) {
      expect(await screen.findByRole('button', { name: `${copy.connect} ${name}` })).toBeInTheDocument();
      expect(within(row(name)).getAllByText(notConnectedWords)).toHaveLength(1);
    }
    expect(row('Apple HealthKit')).toBeInTheDocument();
    expect(row('Google Fit')).toBeInTheDocument();
    expect(screen.getByText(copy.wearables.privacyNote)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `${copy.connect} Oura Ring` }));
    await waitFor(() => expect(openAuthorizationPage).toHaveBeenCalledWith(authUrl));
    expect(callsTo('POST', '/api/integrations/connect')[0].body).toEqual({ service: 'oura-ring', type: 'wearable' });
  });
});
