import { ApiPath, MoodApiPath } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { TcpProxy } from '@anchor/services/test/tcp-proxy';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { testInfra } from '@anchor/services/test/test-env';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../common/service-unavailable';

/** PostgreSQL "stops" when the relay between the api and it drops every connection and refuses new ones. */
describe('PostgreSQL outage', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    proxy = await TcpProxy.inFrontOf(testInfra().adminUrl);
    t = await createTestApp({}, { databaseUrlFor: (url) => proxy.route(url) });
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await t.close();
    await proxy.close();
  });

  const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> => {
    const started = Date.now();
    const value = await work();
    return { value, ms: Date.now() - started };
  };

  it('answers 503 with a sentence while PostgreSQL is down, keeps liveness, and recovers without a restart', async () => {
    const { client, username } = await signUp(t, 'outage');
    expect((await client.post(MoodApiPath.entries, { body: { mood: 6 } })).status).toBe(201);
    await proxy.cut();

    const read = await timed(() => client.get(MoodApiPath.entries));
    expect(read.value.status).toBe(503);
    expect(read.value.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: SERVICE_UNAVAILABLE_MESSAGE,
    });
    expect(read.value.headers.get('retry-after')).toBe('5');
    expect(read.ms).toBeLessThan(3000);
    const write = await client.post(MoodApiPath.entries, { body: { mood: 2, notes: 'written during the outage' } });
    expect(write.status).toBe(503);
    const login = await new HttpClient(t.baseUrl).post(ApiPath.login, {
      body: { username, password: 'whatever-password-1' },
    });
    expect(login.status).toBe(503);

    const anonymous = new HttpClient(t.baseUrl);
    expect((await anonymous.get(ApiPath.health)).status).toBe(200);
    const ready = await anonymous.get(ApiPath.healthReady);
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      status: 'unavailable',
      checks: { database: 'down', redis: 'up' },
      message: 'database is down',
    });

    await proxy.restore();
    const deadline = Date.now() + 10_000;
    let after = await client.get<{ mood: number }[]>(MoodApiPath.entries);
    while (after.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await client.get<{ mood: number }[]>(MoodApiPath.entries);
    }
    expect(after.status).toBe(200);
    // The acknowledged entry is there; the one refused with 503 was never stored.
    expect(JSON.stringify(after.body)).not.toContain('"mood":2');
    expect((await anonymous.get(ApiPath.healthReady)).status).toBe(200);
  });
});
