import type { INestApplicationContext } from '@nestjs/common';
import { ApiPath } from '@anchor/contracts';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { freePortForTest } from '@anchor/services/test/test-env';
import { loadConfig } from '../../config';
import { MaintenanceProcessor } from '../../modules/auth/jobs/maintenance.processor';
import { createWorkerApp } from '../create-worker-app';

describe("the worker's probes on WORKER_HEALTH_PORT", () => {
  let api: TestApp;
  let worker: INestApplicationContext;
  let probes: string;
  let workerClosed = false;

  beforeAll(async () => {
    api = await createTestApp();
    const port = await freePortForTest();
    probes = `http://127.0.0.1:${port}`;
    worker = await createWorkerApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        DATABASE_URL: api.config.databaseUrl,
        REDIS_URL: api.config.redisUrl,
        REDIS_PREFIX: api.config.redisPrefix,
        HOST: '127.0.0.1',
        WORKER_HEALTH_PORT: String(port),
      }),
      api.clock,
    );
  });
  afterAll(async () => {
    if (!workerClosed) await worker?.close();
    await api.close();
  });

  const probe = async (path: string) => {
    const response = await fetch(`${probes}${path}`);
    return { status: response.status, text: await response.text() };
  };

  it('answers alive on /api/health, and ready on /api/health/ready once PostgreSQL, Redis and its queue workers run', async () => {
    expect(await probe(ApiPath.health)).toEqual({ status: 200, text: 'The worker is alive.' });
    expect(await probe(ApiPath.healthReady)).toEqual({ status: 200, text: 'The worker is ready.' });
  });

  it('answers 503 with one sentence naming the queue whose worker stopped, and is still alive', async () => {
    await worker.get(MaintenanceProcessor).worker.close();
    expect(await probe(ApiPath.healthReady)).toEqual({
      status: 503,
      text: 'The worker is not ready: its maintenance queue worker is not running.',
    });
    expect((await probe(ApiPath.health)).status).toBe(200);
  });

  it('stops listening when the worker closes', async () => {
    await worker.close();
    workerClosed = true;
    await expect(fetch(`${probes}${ApiPath.health}`)).rejects.toThrow();
  });
});
