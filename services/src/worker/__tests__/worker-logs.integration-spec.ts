import { Writable } from 'node:stream';
import type { INestApplicationContext } from '@nestjs/common';
import { MaintenanceJob, NotificationApiPath, QueueName, type NotificationItem } from '@anchor/contracts';
import { PushServiceStandIn } from '@anchor/services/test/push-service-stand-in';
import { queueOf, startTestWorker, waitFor } from '@anchor/services/test/reminder-test-kit';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { deliveryJobId } from '../../modules/notifications/notification-queue.service';

interface LogLine {
  level: number;
  msg: string;
  context?: string;
  queue?: string;
  jobName?: string;
  jobId?: string;
  attempt?: number;
}

/** The worker's JSON log lines as it writes them (LOG_LEVEL=debug), read back line by line. */
describe('worker logs', () => {
  const raw: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      raw.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  const lines = () => raw.map((line) => JSON.parse(line) as LogLine);
  const push = new PushServiceStandIn();
  let api: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    await push.start();
    api = await createTestApp({ PUSH_STAND_IN_ORIGIN: push.baseUrl });
    worker = await startTestWorker(api, { level: 'debug', destination: sink });
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
    await push.stop();
  });

  it('names the queue, job and job id on every line a job writes, from the processor and the use-cases it calls', async () => {
    const maintenance = queueOf(worker, QueueName.maintenance);
    const purge = await maintenance.add(MaintenanceJob.purgeExpiredSessions, {});
    await waitFor(async () => lines().find((line) => line.jobId === purge.id && line.msg.startsWith('job completed')));
    const purgeLines = lines().filter((line) => line.jobId === purge.id);
    expect(purgeLines.map((line) => line.msg)).toEqual([
      'job started',
      'Purged 0 expired session(s)',
      expect.stringMatching(/^job completed in \d+ ms$/),
    ]);
    for (const line of purgeLines) {
      expect(line).toMatchObject({ queue: QueueName.maintenance, jobName: MaintenanceJob.purgeExpiredSessions });
    }

    // A use-case's warning inside a delivery job, and the failed attempt's own line, carry the delivery's job id.
    push.statusFor = () => 503;
    const { client } = await signUp(api, 'logged');
    await client.post(NotificationApiPath.registerToken, {
      body: { token: push.subscription('/push/logged').toJSON() },
    });
    const sent = await client.post<NotificationItem>(NotificationApiPath.sendImmediate, {
      body: { title: 'Check in', body: 'b', type: 'mood_check' },
    });
    const jobId = deliveryJobId(sent.body.id);
    const failed = await waitFor(async () => lines().find((line) => line.jobId === jobId && /failed:/.test(line.msg)));
    expect(failed).toMatchObject({
      context: 'Job',
      queue: QueueName.notificationDelivery,
      jobName: 'deliverNotification',
      attempt: 1,
      msg: 'attempt 1 of 5 failed: DeliveryIncompleteError: Push to 1 subscription(s) incomplete: push service answered 503',
    });
    const pushWarning = lines().find((line) => line.jobId === jobId && line.msg.startsWith('Push of notification'));
    expect(pushWarning).toMatchObject({ queue: QueueName.notificationDelivery, attempt: 1 });

    // Lines written outside any job (start-up, the Redis watcher) carry no job fields.
    const outside = lines().filter((line) => line.context === 'RemindersScheduler' || line.msg === 'Worker ready');
    for (const line of outside) expect(line.jobId).toBeUndefined();
    push.statusFor = () => 201;
  });
});
