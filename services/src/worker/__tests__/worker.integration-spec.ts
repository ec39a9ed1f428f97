import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { ApiPath, MaintenanceJob, QueueName } from '@anchor/contracts';
import { loadConfig } from '../../config';
import { SessionEntity } from '../../modules/auth/entities/session.entity';
import { SessionService } from '../../modules/auth/session.service';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { HOUR } from '@anchor/services/test/test-clock';
import { createWorkerApp } from '../create-worker-app';

describe('worker', () => {
  let api: TestApp;
  const workers: INestApplicationContext[] = [];

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(async () => {
    for (const worker of workers) await worker.close();
    await api.close();
  });

  const startWorker = async () => {
    const worker = await createWorkerApp(loadConfig({ ...envOf(api), LOG_LEVEL: 'error' }), api.clock);
    workers.push(worker);
    return worker;
  };

  it('declares the hourly session purge exactly once however often it boots', async () => {
    await startWorker();
    const second = await startWorker();
    const queue = second.get<Queue>(getQueueToken(QueueName.maintenance));
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({ key: MaintenanceJob.purgeExpiredSessions, pattern: '0 * * * *' });
  });

  it('purges sessions past their absolute expiry and keeps live ones', async () => {
    await signUp(api, 'old');
    api.clock.advance(9 * HOUR);
    const { client: live } = await signUp(api, 'new');

    const purged = await workers[0].get(SessionService).purgeExpired();
    expect(purged).toBe(1);
    expect(await api.dataSource.getRepository(SessionEntity).count()).toBe(1);
    expect((await live.get(ApiPath.user)).status).toBe(200);
  });
});

/** The worker runs on the same database and Redis prefix as the api under test. */
function envOf(t: TestApp): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: t.config.databaseUrl,
    REDIS_URL: t.config.redisUrl,
    REDIS_PREFIX: t.config.redisPrefix,
    WORKER_HEALTH_PORT: '0',
  };
}
