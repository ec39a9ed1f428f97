import type { INestApplicationContext } from '@nestjs/common';
import {
  NotificationApiPath,
  QueueName,
  type MedicationReminderResponse,
  type NotificationItem,
  type ReminderToggleResponse,
} from '@anchor/contracts';
import { crashingDataSource } from '@anchor/services/test/crashing-data-source';
import { notificationPusher } from '@anchor/services/test/notification-pusher';
import { PushServiceStandIn } from '@anchor/services/test/push-service-stand-in';
import { flushPrefix, queueOf, startTestWorker, waitFor } from '@anchor/services/test/reminder-test-kit';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { ReminderScheduleEntity } from '../entities/reminder-schedule.entity';
import { RemindersScheduler } from '../jobs/reminders.scheduler';
import { schedulerIdForSchedule } from '../jobs/reminder-jobs.service';
import { previousDailyRun } from '../reminder-time';
import {
  DeliverNotificationUseCase,
  PUSH_NOT_DELIVERED,
} from '../../notifications/delivery/deliver-notification.use-case';
import { NotificationEntity } from '../../notifications/entities/notification.entity';
import { deliveryJobId, dueJobId } from '../../notifications/notification-queue.service';

describe('delivery reliability', () => {
  jest.setTimeout(30_000);
  let api: TestApp;
  const workers: INestApplicationContext[] = [];
  const push = new PushServiceStandIn();

  beforeAll(async () => {
    await push.start();
    api = await createTestApp({ PUSH_STAND_IN_ORIGIN: push.baseUrl });
  });
  afterAll(async () => {
    for (const worker of workers) await worker.close();
    await api.close();
    await push.stop();
  });

  const startWorker = async () => {
    const worker = await startTestWorker(api);
    workers.push(worker);
    return worker;
  };
  const pushesTo = (path: string) => push.received.filter((message) => message.path === path).length;
  const notification = (id: number) => api.dataSource.getRepository(NotificationEntity).findOneByOrFail({ id });

  it('delivers exactly once when the worker is killed mid-delivery and restarted', async () => {
    const { client } = await signUp(api, 'crashy');
    await client.post(NotificationApiPath.registerToken, {
      body: { token: push.subscription('/push/crashy').toJSON() },
    });
    const send = async (title: string) =>
      (
        await client.post<NotificationItem>(NotificationApiPath.sendImmediate, {
          body: { title, body: 'b', type: 'mood_check' },
        })
      ).body.id;
    const [first, second] = [await send('first'), await send('second')];

    // Killed after the push service accepted the push, before the in-app transition was written.
    const crashing = crashingDataSource(api.dataSource, /SET status = \$2/);
    const killedBeforeTransition = new DeliverNotificationUseCase(crashing, notificationPusher(api, crashing));
    await expect(killedBeforeTransition.execute({ notificationId: first, finalAttempt: false })).rejects.toThrow(
      'worker killed',
    );
    expect((await notification(first)).status).toBe('pending');
    // Killed after the in-app transition, before BullMQ heard the job completed.
    await new DeliverNotificationUseCase(api.dataSource, notificationPusher(api)).execute({
      notificationId: second,
      finalAttempt: false,
    });
    expect(pushesTo('/push/crashy')).toBe(2);

    // The restarted worker runs both jobs again (they never completed) and sends nothing twice.
    const worker = await startWorker();
    const deliveries = queueOf(worker, QueueName.notificationDelivery);
    await waitFor(async () => (await deliveries.getCompletedCount()) >= 2);
    expect(await notification(first)).toMatchObject({ status: 'sent', sent: true, attempts: 2 });
    expect(await notification(second)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(pushesTo('/push/crashy')).toBe(2);
    // Enqueued twice: the same job id adds nothing.
    await deliveries.add('deliverNotification', { notificationId: first }, { jobId: deliveryJobId(first) });
    expect(pushesTo('/push/crashy')).toBe(2);
  });

  it('records a push that keeps failing as failed after 5 attempts, never dropping it', async () => {
    const { client } = await signUp(api, 'unlucky');
    push.statusFor = (path) => (path === '/push/unlucky' ? 503 : 201);
    await client.post(NotificationApiPath.registerToken, {
      body: { token: push.subscription('/push/unlucky').toJSON() },
    });
    const id = (
      await client.post<NotificationItem>(NotificationApiPath.sendImmediate, {
        body: { title: 't', body: 'b', type: 'emergency' },
      })
    ).body.id;
    const use = new DeliverNotificationUseCase(api.dataSource, notificationPusher(api));
    await expect(use.execute({ notificationId: id, finalAttempt: false })).rejects.toThrow('503');
    expect(await use.execute({ notificationId: id, finalAttempt: true })).toBe('failed');
    const item = (await client.get<{ items: NotificationItem[] }>(NotificationApiPath.notifications)).body.items[0];
    expect(item).toMatchObject({ id, status: 'failed', sent: false, lastError: PUSH_NOT_DELIVERED });
    push.statusFor = () => 201;
  });

  it('restores every schedule and pending delivery after Redis loses its data, sending nothing twice', async () => {
    const { client, userId } = await signUp(api, 'amnesiac');
    await client.post(NotificationApiPath.registerToken, {
      body: { token: push.subscription('/push/amnesiac').toJSON() },
    });
    let worker = await startWorker();
    const mood = (
      await client.request<ReminderToggleResponse>('PUT', NotificationApiPath.moodCheck, {
        body: { enabled: true, time: '07:15' },
      })
    ).body.schedule;
    const med = (
      await client.post<MedicationReminderResponse>(NotificationApiPath.medicationReminder, {
        body: { medicationName: 'Zoloft', time: '20:00' },
      })
    ).body.schedule;
    const later = (
      await client.post<NotificationItem>(NotificationApiPath.schedule, {
        body: {
          title: 'Later',
          body: 'b',
          type: 'wellness_tip',
          scheduled: new Date(api.clock.now().getTime() + 3600_000).toISOString(),
        },
      })
    ).body;
    const now = (
      await client.post<NotificationItem>(NotificationApiPath.sendImmediate, {
        body: { title: 'Now', body: 'b', type: 'mood_check' },
      })
    ).body;
    await waitFor(async () => (await notification(now.id)).status === 'sent');
    // A reminder whose time passed a minute ago while Redis was down must still go out, once.
    const missedTime = new Date(api.clock.now().getTime() - 60_000).toISOString().slice(11, 16);
    const missed = (
      await client.request<ReminderToggleResponse>('PUT', NotificationApiPath.wellnessTips, {
        body: { enabled: true, time: missedTime },
      })
    ).body.schedule;
    await api.dataSource
      .getRepository(ReminderScheduleEntity)
      .update({ id: missed?.id }, { effectiveFrom: new Date(0) });

    await worker.close();
    const reminders = queueOf(api.app, QueueName.reminders);
    expect(await flushPrefix(reminders, api.config.redisPrefix)).toBeGreaterThan(0);
    expect(await reminders.getJobSchedulersCount()).toBe(0);

    worker = await startWorker();
    const ids = [mood?.id, med.id, missed?.id].map((id) => schedulerIdForSchedule(id ?? 0));
    const restored = await reminders.getJobSchedulers(0, -1);
    expect(restored.map((scheduler) => scheduler.key).sort()).toEqual(
      expect.arrayContaining([...ids, 'reconcileSchedules', 'sweepAssessmentReminders'].sort()),
    );
    expect(restored.find((scheduler) => scheduler.key === ids[1])).toMatchObject({ pattern: '0 20 * * *', tz: 'UTC' });
    // Due later: the batches of its instant deliver it.
    const laterAt = new Date(later.scheduledFor ?? 0).getTime();
    const pendingJob = await queueOf(worker, QueueName.notificationDelivery).getJob(dueJobId(laterAt, 0));
    expect(await pendingJob?.getState()).toBe('delayed');

    const caughtUp = await waitFor(() =>
      api.dataSource.getRepository(NotificationEntity).findOneBy({ scheduleId: missed?.id, status: 'sent' }),
    );
    expect(caughtUp.scheduledFor?.getTime()).toBe(previousDailyRun(missedTime, 'UTC', api.clock.now()).getTime());

    // The watcher notices a wipe without a restart; a second rebuild changes nothing that was sent.
    await flushPrefix(reminders, api.config.redisPrefix);
    expect(await worker.get(RemindersScheduler).checkRedis()).toBe(true);
    expect(await reminders.getJobScheduler(ids[0])).toMatchObject({ pattern: '15 7 * * *' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await api.dataSource.getRepository(NotificationEntity).countBy({ userId, scheduleId: missed?.id })).toBe(1);
    expect(pushesTo('/push/amnesiac')).toBe(2);
    expect(await notification(later.id)).toMatchObject({ status: 'pending' });
  });
});
