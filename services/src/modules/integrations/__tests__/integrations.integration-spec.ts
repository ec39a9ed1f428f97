import {
  AccountApiPath,
  type IntegrationCallbackResponse,
  type IntegrationConnectResponse,
  type IntegrationListResponse,
} from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signIn, signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { MINUTE } from '@anchor/services/test/test-clock';

describe('integrations connect', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OAUTH_FITBIT_CLIENT_ID: 'fake-fitbit-client', PUBLIC_URL: 'https://anchor.example/' });
  });
  afterAll(() => t.close());

  const signedUp = async (username: string) => (await signUp(t, username)).client;

  async function connectFitbit(client: HttpClient): Promise<URL> {
    const response = await client.post<IntegrationConnectResponse>(AccountApiPath.integrationsConnect, {
      body: { service: 'fitbit', type: 'wearable' },
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    return new URL(response.body.authUrl);
  }

  const callback = (client: HttpClient, state: string) =>
    client.get<IntegrationCallbackResponse>(
      `${AccountApiPath.integrationsCallback}?code=auth-code-1&state=${encodeURIComponent(state)}`,
    );

  it('answers a real OAuth 2.0 authorization URL with a signed state', async () => {
    const url = await connectFitbit(await signedUp('wearer'));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.fitbit.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'fake-fitbit-client',
      redirect_uri: 'https://anchor.example/api/integrations/callback',
      scope: 'activity heartrate sleep',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{32}\.[\w-]{43}$/);
  });

  it('records the connection as pending token exchange when the signed state comes back, once', async () => {
    const client = await signedUp('returner');
    const state = (await connectFitbit(client)).searchParams.get('state') ?? '';
    const done = await callback(client, state);
    expect(done.status).toBe(200);
    expect(done.body.connection).toMatchObject({
      service: 'fitbit',
      type: 'wearable',
      status: 'pending_token_exchange',
    });
    const list = await client.get<IntegrationListResponse>(AccountApiPath.integrations);
    expect(list.body.connections).toHaveLength(1);
    // Only Fitbit has a client id here: every other row says it is not set up on this server.
    expect(list.body.configured).toEqual(['fitbit']);

    const replay = await callback(client, state);
    expect(replay).toMatchObject({ status: 400, body: { success: false, field: 'state' } });
  });

  it('refuses a tampered, foreign or expired state', async () => {
    const client = await signedUp('tamperer');
    const state = (await connectFitbit(client)).searchParams.get('state') ?? '';
    const [nonce, signature] = state.split('.');
    const flipped = `${nonce}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await callback(client, flipped)).status).toBe(400);
    expect((await callback(await signedUp('thief'), state)).status).toBe(400);

    const late = (await connectFitbit(client)).searchParams.get('state') ?? '';
    t.clock.advance(11 * MINUTE);
    await signIn(client, 'tamperer');
    expect((await callback(client, late)).status).toBe(400);
    expect((await callback(client, state)).status).toBe(400);
  });

  it('names the missing setting when a service is not configured, and checks service against type', async () => {
    const client = await signedUp('unconfigured');
    const response = await client.post(AccountApiPath.integrationsConnect, {
      body: { service: 'oura-ring', type: 'wearable' },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { success: false, message: 'oura-ring is not configured: set OAUTH_OURA_RING_CLIENT_ID' },
    });
    const mismatch = await client.post(AccountApiPath.integrationsConnect, {
      body: { service: 'zoom', type: 'social' },
    });
    expect(mismatch).toMatchObject({ status: 400, body: { field: 'service' } });
  });
});
