import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { DestinationStream } from 'pino';
import { QueueName } from '@anchor/contracts';
import { loadConfig } from '../src/config';
import { createWorkerApp } from '../src/worker/create-worker-app';
import { BATCHES_PER_INSTANT, deliveryJobId, dueJobId } from '../src/modules/notifications/notification-queue.service';
import { PushServiceStandIn } from './push-service-stand-in';
import { createTestApp, type TestApp } from './test-app';

/** The worker runs in-process on the same database, Redis prefix and clock as the api under test. */
export async function startTestWorker(
  api: TestApp,
  logs: { level?: string; destination?: DestinationStream } = {},
): Promise<INestApplicationContext> {
  return createWorkerApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: logs.level ?? 'error',
      DATABASE_URL: api.config.databaseUrl,
      REDIS_URL: api.config.redisUrl,
      REDIS_PREFIX: api.config.redisPrefix,
      PUSH_STAND_IN_ORIGIN: api.config.pushEndpoints.standInOrigin ?? undefined,
      // Test files run side by side, each with its workers: no probe port to collide on.
      WORKER_HEALTH_PORT: '0',
    }),
    api.clock,
    logs.destination,
  );
}

/** An api, its in-process worker and a push service stand-in the api may push to: what a reminder reaches. */
export interface ReminderStack {
  api: TestApp;
  worker: INestApplicationContext;
  push: PushServiceStandIn;
  /** Stops the worker, then the api, then the stand-in. */
  close: () => Promise<void>;
}

/**
 * Starts the push stand-in, an api allowed to push to it (plus `overrides`) and a worker on the api's database,
 * Redis prefix and clock. Whatever started is stopped again when a later step fails.
 */
export async function startReminderStack(overrides: Record<string, string | undefined> = {}): Promise<ReminderStack> {
  const push = new PushServiceStandIn();
  await push.start();
  let api: TestApp | undefined;
  try {
    api = await createTestApp({ PUSH_STAND_IN_ORIGIN: push.baseUrl, ...overrides });
    const worker = await startTestWorker(api);
    const started = api;
    return {
      api,
      worker,
      push,
      close: async () => {
        await worker.close();
        await started.close();
        await push.stop();
      },
    };
  } catch (error) {
    await api?.close();
    await push.stop();
    throw error;
  }
}

export function queueOf(app: INestApplicationContext, name: QueueName): Queue {
  return app.get<Queue>(getQueueToken(name), { strict: false });
}

export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Deletes only this test's keys: the Redis server is shared by every test file. */
export async function flushPrefix(queue: Queue, prefix: string): Promise<number> {
  const client = await queue.client;
  let cursor = '0';
  let deleted = 0;
  do {
    const [next, keys] = (await (
      client as unknown as { scan: (...args: unknown[]) => Promise<[string, string[]]> }
    ).scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000)) as [string, string[]];
    cursor = next;
    if (keys.length > 0) deleted += await client.del(...keys);
  } while (cursor !== '0');
  return deleted;
}

/**
 * The delivery jobs of a notification due at `at`, delayed in real time, run now: the batches of that instant
 * (reminders written ahead of their time) or the notification's own job, whichever it has.
 */
export async function promoteDeliveries(worker: INestApplicationContext, at: Date, notificationId: number) {
  const deliveries = queueOf(worker, QueueName.notificationDelivery);
  const ids = [
    deliveryJobId(notificationId),
    ...Array.from({ length: BATCHES_PER_INSTANT }, (_, batch) => dueJobId(at.getTime(), batch)),
  ];
  const jobs = await waitFor(async () => {
    const found = (await Promise.all(ids.map((id) => deliveries.getJob(id)))).filter((job) => job !== undefined);
    return found.length > 0 ? found : null;
  });
  for (const job of jobs) if ((await job.getState()) === 'delayed') await job.promote();
}
