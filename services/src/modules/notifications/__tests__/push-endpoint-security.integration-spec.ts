import { createServer, type Server } from 'node:http';
import type { INestApplicationContext } from '@nestjs/common';
import { ApiErrorCode, NotificationApiPath, type NotificationListResponse } from '@anchor/contracts';
import { PushServiceStandIn, TestBrowserSubscription } from '@anchor/services/test/push-service-stand-in';
import { startTestWorker, waitFor } from '@anchor/services/test/reminder-test-kit';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { freePortForTest } from '@anchor/services/test/test-env';
import { PUSH_NOT_DELIVERED } from '../delivery/deliver-notification.use-case';

type ErrorBody = { field?: string; message: string; code?: string };

/** An internal service a forged endpoint would aim at: counts every request that reaches it. */
async function startVictim(): Promise<{ server: Server; url: string; hits: () => number }> {
  let hits = 0;
  const server = createServer((_request, response) => {
    hits += 1;
    response.writeHead(201).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `http://127.0.0.1:${port}`, hits: () => hits };
}

const countSubscriptions = async (api: TestApp, userId: number): Promise<number> => {
  const [{ count }] = await api.dataSource.query(
    `SELECT count(*)::int AS count FROM push_subscriptions WHERE user_id = $1`,
    [userId],
  );
  return count;
};

/** Finding 2: Web Push endpoints reach only push services, checked at registration and at every send. */
describe('push endpoints: no server-side request forgery', () => {
  let api: TestApp;
  let worker: INestApplicationContext;
  let victim: Awaited<ReturnType<typeof startVictim>>;
  const standIn = new PushServiceStandIn();

  beforeAll(async () => {
    victim = await startVictim();
    await standIn.start();
    // localhost is allowed by name here, so only the address check can refuse it.
    api = await createTestApp({
      PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,localhost,*.notify.windows.com',
      PUSH_STAND_IN_ORIGIN: standIn.baseUrl,
    });
    worker = await startTestWorker(api);
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
    await standIn.stop();
    await new Promise((resolve) => victim.server.close(resolve));
  });

  it('refuses private, local, non-https and unlisted endpoints at registration with a 400 naming the field', async () => {
    const { client, userId } = await signUp(api, 'forger');
    const cases: [string, RegExp][] = [
      [`${victim.url}/internal`, /must be an https URL/],
      ['https://127.0.0.1/x', /private or local address/],
      ['https://[::1]/x', /private or local address/],
      ['https://10.1.2.3/x', /private or local address/],
      ['https://169.254.169.254/latest/meta-data', /private or local address/],
      ['https://192.168.1.10/x', /private or local address/],
      ['https://[fd00::1]/x', /private or local address/],
      ['https://[fe80::1]/x', /private or local address/],
      ['https://[::ffff:127.0.0.1]/x', /private or local address/],
      ['https://localhost/x', /private or local address/],
      ['https://evil.example.com/push', /push service of a supported browser/],
      ['https://fcm.googleapis.com.evil.example/x', /push service of a supported browser/],
      ['https://fcm.googleapis.com:8443/x', /standard https port/],
      ['https://user:secret@fcm.googleapis.com/x', /credentials/],
    ];
    for (const [endpoint, rule] of cases) {
      const token = new TestBrowserSubscription(endpoint).toJSON();
      const response = await client.post<ErrorBody>(NotificationApiPath.registerToken, { body: { token } });
      expect([endpoint, response.status, response.body.field]).toEqual([endpoint, 400, 'token.endpoint']);
      expect([endpoint, response.body.message]).toEqual([endpoint, expect.stringMatching(rule)]);
    }
    expect(await countSubscriptions(api, userId)).toBe(0);
    expect(victim.hits()).toBe(0);
  });

  it('refuses at send time an endpoint that got in some other way, drops it, and still delivers in-app', async () => {
    const { client, userId } = await signUp(api, 'planted');
    const keys = new TestBrowserSubscription('https://x.invalid/').toJSON().keys;
    // Rows as an older release (or a changed allow-list) could have left them.
    for (const endpoint of [`${victim.url}/internal`, 'https://localhost/x', 'https://[::1]/x']) {
      await api.dataSource.query(
        `INSERT INTO push_subscriptions (user_id, kind, endpoint, p256dh, auth) VALUES ($1, 'web', $2, $3, $4)`,
        [userId, endpoint, keys.p256dh, keys.auth],
      );
    }
    const sent = await client.post(NotificationApiPath.sendImmediate, {
      body: { title: 'Hello', body: 'Check in', type: 'mood_check' },
    });
    expect(sent.status).toBe(201);
    const list = await waitFor(async () => {
      const body = (await client.get<NotificationListResponse>(NotificationApiPath.notifications)).body;
      return body.items[0]?.status === 'sent' ? body : null;
    });
    expect(list.items[0]).toMatchObject({ sent: true, lastError: null });
    expect(victim.hits()).toBe(0);
    expect(await countSubscriptions(api, userId)).toBe(0);
  });

  it('shows the user the same plain message for a closed port as for an error answer', async () => {
    const closedPort = await freePortForTest();
    const origin = `http://127.0.0.1:${closedPort}`;
    const closedApi = await createTestApp({ PUSH_STAND_IN_ORIGIN: origin });
    const closedWorker = await startTestWorker(closedApi);
    try {
      const { client } = await signUp(closedApi, 'portscan');
      const token = new TestBrowserSubscription(`${origin}/push`).toJSON();
      expect((await client.post(NotificationApiPath.registerToken, { body: { token } })).status).toBe(201);
      await client.post(NotificationApiPath.sendImmediate, {
        body: { title: 'Hi', body: 'There', type: 'mood_check' },
      });
      const item = await waitFor(async () => {
        const body = (await client.get<NotificationListResponse>(NotificationApiPath.notifications)).body;
        return body.items[0]?.lastError ? body.items[0] : null;
      });
      expect(item.lastError).toBe(PUSH_NOT_DELIVERED);
    } finally {
      await closedWorker.close();
      await closedApi.close();
    }
  });
});

/** Finding 6: a subscription never moves silently to whoever registers its endpoint or token. */
describe('push subscriptions stay with their account', () => {
  let api: TestApp;
  const standIn = new PushServiceStandIn();

  beforeAll(async () => {
    await standIn.start();
    api = await createTestApp({ PUSH_STAND_IN_ORIGIN: standIn.baseUrl });
  });
  afterAll(async () => {
    await api.close();
    await standIn.stop();
  });

  const ownerOf = async (column: 'endpoint' | 'native_token', value: string) =>
    (await api.dataSource.query(`SELECT user_id, p256dh FROM push_subscriptions WHERE ${column} = $1`, [value])) as {
      user_id: number;
      p256dh: string | null;
    }[];

  it('answers 409 to another account registering a live web endpoint, and keeps the owner’s row and keys', async () => {
    const alice = await signUp(api, 'owner1');
    const bob = await signUp(api, 'taker1');
    const browser = standIn.subscription('/push/shared');
    expect(
      (await alice.client.post(NotificationApiPath.registerToken, { body: { token: browser.toJSON() } })).status,
    ).toBe(201);
    const forged = { ...browser.toJSON(), keys: new TestBrowserSubscription('https://x.invalid/').toJSON().keys };
    const taken = await bob.client.post<ErrorBody>(NotificationApiPath.registerToken, { body: { token: forged } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ field: 'token.endpoint', code: ApiErrorCode.pushSubscriptionTaken });
    expect(await ownerOf('endpoint', browser.endpoint)).toEqual([
      { user_id: alice.userId, p256dh: browser.toJSON().keys.p256dh },
    ]);

    // The owner refreshing her own subscription still works.
    const refreshed = new TestBrowserSubscription(browser.endpoint);
    expect(
      (await alice.client.post(NotificationApiPath.registerToken, { body: { token: refreshed.toJSON() } })).status,
    ).toBe(201);
    expect(await ownerOf('endpoint', browser.endpoint)).toEqual([
      { user_id: alice.userId, p256dh: refreshed.toJSON().keys.p256dh },
    ]);
  });

  it('answers 409 to another account registering a native token until the owner removes it with her session', async () => {
    const alice = await signUp(api, 'owner2');
    const bob = await signUp(api, 'taker2');
    const token = 'native-device-token-1';
    expect(
      (await alice.client.post(NotificationApiPath.registerToken, { body: { token, platform: 'ios' } })).status,
    ).toBe(201);
    const taken = await bob.client.post<ErrorBody>(NotificationApiPath.registerToken, {
      body: { token, platform: 'android' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ field: 'token', code: ApiErrorCode.pushSubscriptionTaken });
    expect((await ownerOf('native_token', token)).map((row) => row.user_id)).toEqual([alice.userId]);

    const removed = await alice.client.request<{ removed: number }>('DELETE', NotificationApiPath.subscriptions, {
      body: { endpoint: token },
    });
    expect(removed.body.removed).toBe(1);
    expect(
      (await bob.client.post(NotificationApiPath.registerToken, { body: { token, platform: 'android' } })).status,
    ).toBe(201);
    expect((await ownerOf('native_token', token)).map((row) => row.user_id)).toEqual([bob.userId]);
  });
});
