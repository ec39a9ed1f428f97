import { ApiPath } from '@anchor/contracts';
import { freePortForTest } from '@anchor/services/test/test-env';
import { HttpClient } from '@anchor/services/test/http-client';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

describe('health checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports liveness without a session', async () => {
    const res = await new HttpClient(t.baseUrl).get(ApiPath.health);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('is ready when PostgreSQL and Redis answer', async () => {
    const res = await new HttpClient(t.baseUrl).get(ApiPath.healthReady);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up' } });
  });

  it('answers 503 naming redis when Redis is unreachable', async () => {
    const port = await freePortForTest();
    const broken = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    try {
      const res = await new HttpClient(broken.baseUrl).get(ApiPath.healthReady);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        status: 'unavailable',
        checks: { database: 'up', redis: 'down' },
        message: 'redis is down',
      });
    } finally {
      await broken.close();
    }
  });
});
