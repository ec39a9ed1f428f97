import { OAuth2Server } from 'oauth2-mock-server';
import { AccountApiPath, type IntegrationConnectResponse, type IntegrationListResponse } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signIn, signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { MINUTE } from '@anchor/services/test/test-clock';

/** The same local server by its other name (localhost or 127.0.0.1): reachable, but not the stand-in's origin. */
const otherNameOf = (origin: string) =>
  origin.includes('localhost') ? origin.replace('localhost', '127.0.0.1') : origin.replace('127.0.0.1', 'localhost');

/** The OAuth 2.0 authorization-code flow with PKCE against a real local authorization server. */
describe('integrations: OAuth 2.0 connect', () => {
  let t: TestApp;
  const oauth = new OAuth2Server();
  let issuer = '';

  beforeAll(async () => {
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    issuer = oauth.issuer.url ?? '';
    t = await createTestApp({
      PUBLIC_URL: 'https://anchor.example/',
      OAUTH_FITBIT_CLIENT_ID: 'fake-fitbit-client',
      OAUTH_TWITTER_CLIENT_ID: 'anchor-twitter',
      OAUTH_TWITTER_CLIENT_SECRET: 'twitter-secret',
      OAUTH_TWITTER_AUTHORIZE_URL: `${issuer}/authorize`,
      OAUTH_TWITTER_TOKEN_URL: `${issuer}/token`,
      // The same local server, but not by the stand-in's origin: the server must refuse to call it.
      OAUTH_FACEBOOK_CLIENT_ID: 'anchor-facebook',
      OAUTH_FACEBOOK_AUTHORIZE_URL: `${issuer}/authorize`,
      OAUTH_FACEBOOK_TOKEN_URL: `${otherNameOf(issuer)}/token`,
      OUTBOUND_STAND_IN_ORIGINS: new URL(issuer).origin,
    });
  });
  afterAll(async () => {
    await t.close();
    await oauth.stop();
  });

  async function startConnect(client: HttpClient, service = 'twitter', type = 'social'): Promise<URL> {
    const response = await client.post<IntegrationConnectResponse>(AccountApiPath.integrationsConnect, {
      body: { service, type },
    });
    expect(response.status).toBe(200);
    return new URL(response.body.authUrl);
  }

  /** The person's browser at the provider: consent is given at once and the provider redirects back. */
  async function consent(authUrl: URL): Promise<string> {
    const response = await fetch(authUrl, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('https://anchor.example/api/integrations/callback');
    return back.search;
  }

  const callback = (client: HttpClient, search: string) =>
    client.get<string>(`${AccountApiPath.integrationsCallback}${search}`, { redirect: 'manual' });
  const connections = async (client: HttpClient) =>
    (await client.get<IntegrationListResponse>(AccountApiPath.integrations)).body.connections;
  const rawRows = (service: string) =>
    t.dataSource.query<{ user_id: number; access_token: string; refresh_token: string | null }[]>(
      `SELECT user_id, access_token, refresh_token FROM integration_connections WHERE service = $1`,
      [service],
    );

  it('sends the person to the authorization endpoint with PKCE (S256) and a signed state', async () => {
    const url = await startConnect((await signUp(t, 'wearer')).client, 'fitbit', 'wearable');
    expect(`${url.origin}${url.pathname}`).toBe('https://www.fitbit.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'fake-fitbit-client',
      redirect_uri: 'https://anchor.example/api/integrations/callback',
      scope: 'activity heartrate sleep',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{32}\.[\w-]{43}$/);
  });

  it('exchanges the code for tokens, stores them encrypted, shows Connected, and refuses the replay', async () => {
    const { client, userId } = await signUp(t, 'connector');
    let issued: { access_token?: string; refresh_token?: string } = {};
    let tokenRequest = { authorization: '', verifier: '' };
    oauth.service.once('beforeResponse', (response, req) => {
      issued = response.body as typeof issued;
      tokenRequest = { authorization: req.headers.authorization ?? '', verifier: req.body.code_verifier };
    });
    const search = await consent(await startConnect(client));
    const page = await callback(client, search);

    // Straight back to Settings, whose card says it is connected.
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/#settings');
    // The client secret went by HTTP Basic, the PKCE verifier with the code (the server checked it).
    expect(tokenRequest.authorization).toBe(`Basic ${Buffer.from('anchor-twitter:twitter-secret').toString('base64')}`);
    expect(tokenRequest.verifier).toMatch(/^[\w-]{43,128}$/);
    expect(await connections(client)).toEqual([
      { service: 'twitter', type: 'social', status: 'connected', updatedAt: expect.any(String) },
    ]);

    const [row] = await rawRows('twitter').then((rows) => rows.filter((r) => r.user_id === userId));
    expect(issued.access_token).toBeTruthy();
    expect(row.access_token).toMatch(/^v1:/);
    expect(row.access_token).not.toContain(issued.access_token);
    expect(row.refresh_token).toMatch(/^v1:/);
    expect(row.refresh_token).not.toContain(issued.refresh_token);

    const replay = await callback(client, search);
    expect(replay.status).toBe(400);
    expect(replay.text).toContain('This connection request has expired');
  });

  it('refuses a tampered state, another account, another session of the same account and a late return', async () => {
    const { client } = await signUp(t, 'tamperer');
    const search = new URLSearchParams(await consent(await startConnect(client)));
    const [nonce, signature] = (search.get('state') ?? '').split('.');
    const tampered = new URLSearchParams(search);
    tampered.set('state', `${nonce}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
    expect((await callback(client, `?${tampered}`)).status).toBe(400);
    expect((await callback((await signUp(t, 'thief')).client, `?${search}`)).status).toBe(400);
    const otherSession = new HttpClient(t.baseUrl);
    await signIn(otherSession, 'tamperer');
    expect((await callback(otherSession, `?${search}`)).status).toBe(400);
    expect(await connections(client)).toEqual([]);

    const late = await consent(await startConnect(client));
    t.clock.advance(11 * MINUTE);
    await signIn(client, 'tamperer');
    expect((await callback(client, late)).status).toBe(400);
    expect(await connections(client)).toEqual([]);
  });

  it('says nothing was connected when the person declines consent, and uses the state up', async () => {
    const { client } = await signUp(t, 'decliner');
    oauth.service.once('beforeAuthorizeRedirect', ({ url }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    const search = await consent(await startConnect(client));
    const page = await callback(client, search);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Twitter was not connected');
    expect(page.text).toContain('You chose not to give Anchor access');
    expect(await connections(client)).toEqual([]);
    expect((await callback(client, search)).status).toBe(400);
  });

  it('stores nothing and says so when the token endpoint refuses the code', async () => {
    const { client, userId } = await signUp(t, 'refused');
    oauth.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'code expired' };
    });
    const page = await callback(client, await consent(await startConnect(client)));
    expect(page.status).toBe(502);
    expect(page.text).toContain('Twitter could not be connected');
    expect(page.text).not.toContain('invalid_grant');
    expect(await connections(client)).toEqual([]);
    expect((await rawRows('twitter')).filter((r) => r.user_id === userId)).toEqual([]);
  });

  it('never sends the code to a token endpoint on a loopback or private address', async () => {
    const { client, userId } = await signUp(t, 'ssrf');
    let tokenCalls = 0;
    const countTokenCall = () => (tokenCalls += 1);
    oauth.service.on('beforeResponse', countTokenCall);
    try {
      const page = await callback(client, await consent(await startConnect(client, 'facebook')));
      expect(page.status).toBe(502);
      expect(page.text).toContain('Facebook could not be connected');
    } finally {
      oauth.service.off('beforeResponse', countTokenCall);
    }
    expect(tokenCalls).toBe(0);
    expect(await connections(client)).toEqual([]);
    expect((await rawRows('facebook')).filter((r) => r.user_id === userId)).toEqual([]);
  });

  it('disconnects: the tokens are deleted, and a second disconnect is a 404', async () => {
    const { client, userId } = await signUp(t, 'leaver');
    await callback(client, await consent(await startConnect(client)));
    expect(await connections(client)).toHaveLength(1);
    const path = AccountApiPath.integration.replace(':service', 'twitter');
    expect((await client.request('DELETE', path)).status).toBe(204);
    expect(await connections(client)).toEqual([]);
    expect((await rawRows('twitter')).filter((r) => r.user_id === userId)).toEqual([]);
    expect(await client.request('DELETE', path)).toMatchObject({
      status: 404,
      body: { message: 'Twitter is not connected' },
    });
    expect(await client.request('DELETE', AccountApiPath.integration.replace(':service', 'myspace'))).toMatchObject({
      status: 400,
      body: { field: 'service' },
    });
  });

  it('lists only services with a client id and both endpoints as set up, and names a missing setting', async () => {
    const client = (await signUp(t, 'unconfigured')).client;
    const list = await client.get<IntegrationListResponse>(AccountApiPath.integrations);
    expect(list.body.configured).toEqual(['fitbit', 'twitter', 'facebook']);
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
