import type { INestApplicationContext } from '@nestjs/common';
import {
  NotificationApiPath,
  QueueName,
  withId,
  type MedicationView,
  type PushPayload,
  type ReminderToggleResponse,
} from '@anchor/contracts';
import type { TestBrowserSubscription } from '@anchor/services/test/push-service-stand-in';
import {
  promoteDeliveries,
  queueOf,
  type ReminderStack,
  startReminderStack,
  startTestWorker,
  waitFor,
} from '@anchor/services/test/reminder-test-kit';
import { signUp } from '@anchor/services/test/sign-up';
import type { TestApp } from '@anchor/services/test/test-app';
import { NotificationEntity } from '../../notifications/entities/notification.entity';
import { deliveryJobId } from '../../notifications/notification-queue.service';
import { PreparedPushStore } from '../../notifications/delivery/prepared-push.store';
import { PREPARE_AHEAD_MS } from '../jobs/prepare-ahead';

const SECOND = 1_000;

/**
 * A daily reminder's occurrence is written, and its pushes encrypted, up to PREPARE_AHEAD_MS before its time.
 * The test clock stands half a minute before a reminder time ten minutes from now (real time): the api prepares
 * the occurrence as the schedule is saved, while the real-time scheduler stays quiet during the test.
 */
describe('reminders prepared ahead of their minute', () => {
  jest.setTimeout(60_000);
  let stack: ReminderStack;
  let api: TestApp;
  let worker: INestApplicationContext;
  let secondWorker: INestApplicationContext | undefined;
  let dueAt: Date;

  beforeAll(async () => {
    stack = await startReminderStack();
    ({ api, worker } = stack);
  });
  afterAll(async () => {
    await secondWorker?.close();
    await stack?.close();
  });
  beforeEach(() => {
    dueAt = new Date(Math.ceil((Date.now() + 10 * 60 * SECOND) / 60_000) * 60_000);
    api.clock.travelTo(new Date(dueAt.getTime() - PREPARE_AHEAD_MS / 2));
  });

  const time = (at: Date) => at.toISOString().slice(11, 16);
  const notifications = () => api.dataSource.getRepository(NotificationEntity);
  const pushesTo = (path: string) => stack.push.received.filter((message) => message.path === path);
  const readPush = (browser: TestBrowserSubscription, path: string, index = 0) =>
    JSON.parse(browser.decrypt(pushesTo(path)[index].body)) as PushPayload;

  async function subscribedPerson(username: string) {
    const person = await signUp(api, username);
    const browser = stack.push.subscription(`/push/${username}`);
    await person.client.post(NotificationApiPath.registerToken, { body: { token: browser.toJSON() } });
    return { ...person, browser, path: `/push/${username}` };
  }

  /** The clock reaches the reminder's time and the delivery jobs, delayed in real time, run now. */
  async function reachDueTime(notificationIds: number[]) {
    api.clock.travelTo(dueAt);
    for (const id of notificationIds) await promoteDeliveries(worker, dueAt, id);
  }

  // Up to 30 s: with two workers in this process and the rest of npm test beside it, 10 s ran out once in five runs.
  const sentRow = (id: number) => waitFor(() => notifications().findOneBy({ id, status: 'sent' }), 30_000);

  it('withdraws the occurrence prepared ahead when the reminder is switched off before its minute', async () => {
    const { client, userId, path } = await subscribedPerson('prepoff');
    await client.request<ReminderToggleResponse>('PUT', NotificationApiPath.moodCheck, {
      body: { enabled: true, time: time(dueAt), timeZone: 'UTC' },
    });
    const prepared = await notifications().findOneByOrFail({ userId, status: 'pending' });
    expect(prepared.scheduledFor).toEqual(dueAt);

    await client.request('PUT', NotificationApiPath.moodCheck, { body: { enabled: false } });
    expect(await notifications().countBy({ userId })).toBe(0);
    expect(await queueOf(worker, QueueName.notificationDelivery).getJob(deliveryJobId(prepared.id))).toBeUndefined();
    api.clock.travelTo(dueAt);
    // Even a delivery job that escaped the removal finds nothing to send.
    await queueOf(worker, QueueName.notificationDelivery).add(
      'deliverNotification',
      { notificationId: prepared.id },
      { jobId: deliveryJobId(prepared.id) },
    );
    await waitFor(async () =>
      (await queueOf(worker, QueueName.notificationDelivery).getJob(deliveryJobId(prepared.id)))?.isCompleted(),
    );
    expect(pushesTo(path)).toHaveLength(0);
  });

  it('sends the edited words, not the copy prepared ahead, when a medication is edited in its last minute', async () => {
    const { client, userId, browser, path } = await subscribedPerson('prepedit');
    const added = await client.post<MedicationView>(NotificationApiPath.medications, {
      body: { name: 'Prazosin', dosage: '1 mg', times: [time(dueAt)], timeZone: 'UTC' },
    });
    const stale = await notifications().findOneByOrFail({ userId, status: 'pending' });
    expect(stale.message).toBe('Time to take Prazosin (1 mg).');

    const edited = await client.request<MedicationView>('PUT', withId(NotificationApiPath.medication, added.body.id), {
      body: { name: 'Prazosin', dosage: '2 mg', times: [time(dueAt)], timeZone: 'UTC' },
    });
    expect(edited.status).toBe(200);
    const pending = await notifications().findBy({ userId, status: 'pending' });
    expect(pending.map((row) => [row.message, row.scheduledFor])).toEqual([['Time to take Prazosin (2 mg).', dueAt]]);

    await reachDueTime([pending[0].id]);
    await sentRow(pending[0].id);
    expect(await notifications().countBy({ userId })).toBe(1);
    expect(pushesTo(path)).toHaveLength(1);
    expect(readPush(browser, path)).toMatchObject({
      notificationId: pending[0].id,
      body: 'Time to take Prazosin (2 mg).',
    });
  });

  it('pushes a body the browser can read after its keys changed since the push was prepared', async () => {
    const { client, userId, path } = await subscribedPerson('prepkeys');
    await client.request('PUT', NotificationApiPath.moodCheck, {
      body: { enabled: true, time: time(dueAt), timeZone: 'UTC' },
    });
    const prepared = await notifications().findOneByOrFail({ userId, status: 'pending' });
    // The browser subscribed again (same endpoint, new keys) after the push was encrypted for its old keys.
    const renewed = stack.push.subscription(path);
    await client.post(NotificationApiPath.registerToken, { body: { token: renewed.toJSON() } });

    await reachDueTime([prepared.id]);
    await sentRow(prepared.id);
    expect(readPush(renewed, path)).toMatchObject({ notificationId: prepared.id, title: 'Daily mood check' });
  });

  it('removes a subscription whose push service answers 410 Gone to a push prepared ahead', async () => {
    const { client, userId, path } = await subscribedPerson('prepgone');
    await client.request('PUT', NotificationApiPath.moodCheck, {
      body: { enabled: true, time: time(dueAt), timeZone: 'UTC' },
    });
    const prepared = await notifications().findOneByOrFail({ userId, status: 'pending' });
    stack.push.statusFor = (to) => (to === path ? 410 : 201);
    try {
      await reachDueTime([prepared.id]);
      await sentRow(prepared.id);
    } finally {
      stack.push.statusFor = () => 201;
    }
    const [{ count }] = await api.dataSource.query(
      `SELECT count(*)::int AS count FROM push_subscriptions WHERE user_id = $1`,
      [userId],
    );
    expect(count).toBe(0);
  });

  it('delivers each reminder prepared ahead once with two workers running', async () => {
    secondWorker = await startTestWorker(api);
    const people = await Promise.all(['preptwo1', 'preptwo2', 'preptwo3', 'preptwo4'].map(subscribedPerson));
    for (const { client } of people) {
      await client.request('PUT', NotificationApiPath.moodCheck, {
        body: { enabled: true, time: time(dueAt), timeZone: 'UTC' },
      });
    }
    const prepared = await Promise.all(
      people.map(({ userId }) => notifications().findOneByOrFail({ userId, status: 'pending' })),
    );
    const bodiesPrepared = await Promise.all(
      people.map(async ({ userId }, index) => {
        const [target] = await api.dataSource.query(
          `SELECT id AS "subscriptionId", endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1`,
          [userId],
        );
        return (await api.app.get(PreparedPushStore).find(prepared[index].id, target))?.body;
      }),
    );

    await reachDueTime(prepared.map((row) => row.id));
    await Promise.all(prepared.map((row) => sentRow(row.id)));
    // Long enough for a second delivery, were there one, to arrive.
    await new Promise((resolve) => setTimeout(resolve, SECOND));
    for (const [index, { browser, path }] of people.entries()) {
      expect(pushesTo(path)).toHaveLength(1);
      // Sent as encrypted ahead: at the minute only the POST was left.
      expect(pushesTo(path)[0].body.equals(bodiesPrepared[index] ?? Buffer.alloc(0))).toBe(true);
      expect(readPush(browser, path)).toMatchObject({ notificationId: prepared[index].id, title: 'Daily mood check' });
    }
  });
});
