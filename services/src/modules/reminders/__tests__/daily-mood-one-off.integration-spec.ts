import type { INestApplicationContext } from '@nestjs/common';
import {
  NotificationApiPath,
  QueueName,
  type NotificationItem,
  type NotificationListResponse,
  type PushPayload,
  type ReminderToggleResponse,
} from '@anchor/contracts';
import type { PushServiceStandIn } from '@anchor/services/test/push-service-stand-in';
import {
  promoteDeliveries,
  queueOf,
  type ReminderStack,
  startReminderStack,
  waitFor,
} from '@anchor/services/test/reminder-test-kit';
import { signIn, signUp } from '@anchor/services/test/sign-up';
import type { TestApp } from '@anchor/services/test/test-app';
import { NotificationEntity } from '../../notifications/entities/notification.entity';
import { deliveryJobId } from '../../notifications/notification-queue.service';
import { ReminderScheduleEntity } from '../entities/reminder-schedule.entity';
import { PREPARE_AHEAD_MS } from '../jobs/prepare-ahead';
import { schedulerIdForSchedule } from '../jobs/reminder-jobs.service';

/** A fixed-offset zone where it is about 06:00 now, so 09:00 lies later today whatever the hour. */
function zoneAtSixInTheMorning(): string {
  let offset = 6 - new Date().getUTCHours();
  if (offset < -12) offset += 24;
  if (offset === 0) return 'Etc/UTC';
  // Etc/GMT zones count the other way: Etc/GMT-3 is UTC+3.
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

type Client = Awaited<ReturnType<typeof signUp>>['client'];

/** What the Settings card's Schedule button posts besides the daily schedule: the spec's one-off mood check. */
const moodCheckOneOff = (scheduled: Date) => ({
  title: 'Daily mood check',
  body: 'How are you feeling right now?',
  type: 'mood_check',
  scheduled: scheduled.toISOString(),
  data: { checkType: 'daily_mood' },
});

describe('a one-off daily mood check and the daily mood check schedule: one reminder at that time', () => {
  jest.setTimeout(60_000);
  let stack: ReminderStack;
  let api: TestApp;
  let worker: INestApplicationContext;
  let push: PushServiceStandIn;

  beforeAll(async () => {
    stack = await startReminderStack();
    ({ api, worker, push } = stack);
  });
  afterAll(() => stack?.close());

  /** Signs up with a browser subscribed to push and a daily mood check at 09:00; returns its next firing job. */
  async function personWithDailyMoodCheck(username: string) {
    // Each test starts at the real time (an earlier one moved the clock to 09:00).
    api.clock.travelTo(new Date());
    const { client, userId } = await signUp(api, username);
    const browser = push.subscription(`/push/${username}`);
    await client.post(NotificationApiPath.registerToken, { body: { token: browser.toJSON() } });
    const daily = await client.request<ReminderToggleResponse>('PUT', NotificationApiPath.moodCheck, {
      body: { enabled: true, time: '09:00', timeZone: zoneAtSixInTheMorning() },
    });
    const scheduleId = daily.body.schedule?.id ?? 0;
    const firing = await waitFor(async () =>
      (await queueOf(worker, QueueName.reminders).getDelayed()).find(
        (job) => job.repeatJobKey === schedulerIdForSchedule(scheduleId),
      ),
    );
    // The schedule fires a minute ahead of the reminder's time.
    const fireAt = new Date((firing.opts.prevMillis ?? 0) + PREPARE_AHEAD_MS);
    return { client, userId, browser, scheduleId, firing, fireAt };
  }

  /** The daily schedule fires: its materialize job runs to completion. */
  async function fireDaily(firing: Awaited<ReturnType<typeof personWithDailyMoodCheck>>['firing']) {
    await firing.promote();
    await waitFor(async () => (await firing.getState()) === 'completed');
  }

  /** The clock reaches the reminder's time (the person signs in again) and its delivery job, delayed in real time, runs. */
  async function deliverAt(client: Client, username: string, fireAt: Date, notificationId: number) {
    api.clock.travelTo(fireAt);
    await signIn(client, username);
    await promoteDeliveries(worker, fireAt, notificationId);
  }

  /** After everything settled: the one sent mood check, what the bell shows and what the push service got. */
  async function settled(client: Client, userId: number, username: string) {
    const bell = await waitFor(async () => {
      const list = (await client.get<NotificationListResponse>(NotificationApiPath.notifications)).body;
      return list.items.some((item) => item.status === 'sent') ? list : null;
    });
    const pushes = await waitFor(async () => {
      const here = push.received.filter((message) => message.path === `/push/${username}`);
      return here.length > 0 ? here : null;
    });
    // Long enough for a second delivery, were there one, to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const delivery = queueOf(worker, QueueName.notificationDelivery);
    const rows = await api.dataSource.getRepository(NotificationEntity).findBy({ userId });
    return {
      bell: bell.items,
      pushes: push.received.filter((message) => message.path === `/push/${username}`),
      firstPush: pushes[0],
      rows,
      waitingDeliveries: (await delivery.getDelayedCount()) + (await delivery.getWaitingCount()),
    };
  }

  it('sends one mood check when the one-off is scheduled first and the daily schedule fires after', async () => {
    const { client, userId, browser, scheduleId, firing, fireAt } = await personWithDailyMoodCheck('oneofffirst');

    const oneOff = await client.post<NotificationItem>(NotificationApiPath.schedule, { body: moodCheckOneOff(fireAt) });
    expect(oneOff.status).toBe(201);
    expect(oneOff.body).toMatchObject({ status: 'pending', scheduledFor: fireAt.toISOString() });
    await fireDaily(firing);
    await deliverAt(client, 'oneofffirst', fireAt, oneOff.body.id);

    const seen = await settled(client, userId, 'oneofffirst');
    expect(seen.rows).toHaveLength(1);
    expect(seen.rows[0]).toMatchObject({ id: oneOff.body.id, scheduleId, status: 'sent', scheduledFor: fireAt });
    expect(seen.bell.map((item) => [item.type, item.status])).toEqual([['mood_check', 'sent']]);
    expect(seen.pushes).toHaveLength(1);
    const firstPush = JSON.parse(browser.decrypt(seen.firstPush.body)) as PushPayload;
    expect(firstPush).toMatchObject({ notificationId: oneOff.body.id, type: 'mood_check' });
    expect(seen.waitingDeliveries).toBe(0);
    // The one-off is that day's occurrence of the daily schedule: no second schedule row was left behind.
    expect(await api.dataSource.getRepository(ReminderScheduleEntity).countBy({ userId })).toBe(1);
  });

  it('sends one mood check when the daily schedule fires first and the one-off for that time comes after', async () => {
    const { client, userId, scheduleId, firing, fireAt } = await personWithDailyMoodCheck('dailyfirst');

    // The firing is written before the clock reaches 09:00: its delivery waits for 09:00.
    await fireDaily(firing);
    const written = await waitFor(() =>
      api.dataSource.getRepository(NotificationEntity).findOneBy({ userId, scheduleId }),
    );
    const oneOff = await client.post<NotificationItem>(NotificationApiPath.schedule, { body: moodCheckOneOff(fireAt) });
    expect(oneOff.status).toBe(201);
    expect(oneOff.body).toMatchObject({ id: written.id, scheduledFor: fireAt.toISOString() });
    await deliverAt(client, 'dailyfirst', fireAt, written.id);

    const seen = await settled(client, userId, 'dailyfirst');
    expect(seen.rows).toHaveLength(1);
    expect(seen.rows[0]).toMatchObject({ id: written.id, status: 'sent', scheduledFor: fireAt });
    expect(seen.bell.map((item) => [item.type, item.status])).toEqual([['mood_check', 'sent']]);
    expect(seen.pushes).toHaveLength(1);
    expect(seen.waitingDeliveries).toBe(0);
    expect(await api.dataSource.getRepository(ReminderScheduleEntity).countBy({ userId })).toBe(1);
  });

  it('writes one row when the one-off and the firing run at the same moment', async () => {
    const { client, userId, firing, fireAt } = await personWithDailyMoodCheck('together');

    const [oneOff] = await Promise.all([
      client.post<NotificationItem>(NotificationApiPath.schedule, { body: moodCheckOneOff(fireAt) }),
      fireDaily(firing),
    ]);
    expect(oneOff.status).toBe(201);
    const rows = await api.dataSource.getRepository(NotificationEntity).findBy({ userId });
    expect(rows.map((row) => row.id)).toEqual([oneOff.body.id]);
  });

  it('cancels a waiting one-off mood check when the Daily Mood Check is switched off', async () => {
    const { client, userId, fireAt } = await personWithDailyMoodCheck('switchedoff');
    const oneOff = await client.post<NotificationItem>(NotificationApiPath.schedule, { body: moodCheckOneOff(fireAt) });
    expect(oneOff.status).toBe(201);

    const off = await client.request('PUT', NotificationApiPath.moodCheck, { body: { enabled: false } });
    expect(off.status).toBe(200);
    expect(await api.dataSource.getRepository(NotificationEntity).countBy({ userId })).toBe(0);
    const job = await queueOf(worker, QueueName.notificationDelivery).getJob(deliveryJobId(oneOff.body.id));
    expect(job).toBeUndefined();
  });

  it('keeps a one-off mood check without checkType daily_mood, or without a daily schedule, on its own', async () => {
    const { client, userId, fireAt } = await personWithDailyMoodCheck('plain');
    const plain = { ...moodCheckOneOff(fireAt), data: { note: 'extra' } };
    expect((await client.post(NotificationApiPath.schedule, { body: plain })).status).toBe(201);
    expect((await client.post(NotificationApiPath.schedule, { body: moodCheckOneOff(fireAt) })).status).toBe(201);
    expect(await api.dataSource.getRepository(NotificationEntity).countBy({ userId })).toBe(2);

    const { client: other, userId: otherId } = await signUp(api, 'nodaily');
    expect((await other.post(NotificationApiPath.schedule, { body: moodCheckOneOff(fireAt) })).status).toBe(201);
    expect(await api.dataSource.getRepository(NotificationEntity).countBy({ userId: otherId })).toBe(1);
  });
});
