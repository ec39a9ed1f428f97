import { NotificationApiPath, QueueName } from '@anchor/contracts';
import { crashingDataSource } from '@anchor/services/test/crashing-data-source';
import { notificationPusher } from '@anchor/services/test/notification-pusher';
import { PushServiceStandIn } from '@anchor/services/test/push-service-stand-in';
import { queueOf, waitFor } from '@anchor/services/test/reminder-test-kit';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { DeliverDueNotificationsUseCase } from '../delivery/deliver-due-notifications.use-case';
import { DeliverNotificationUseCase, PUSH_NOT_DELIVERED } from '../delivery/deliver-notification.use-case';
import { CLAIM_HOLD_MS } from '../delivery/delivery-batches';
import { NotificationEntity } from '../entities/notification.entity';
import { deliveryJobId, NotificationQueueService } from '../notification-queue.service';
import { NotificationRowsService } from '../notification-rows.service';

describe('delivering the notifications due at one instant in batches', () => {
  jest.setTimeout(30_000);
  let api: TestApp;
  const push = new PushServiceStandIn();

  beforeAll(async () => {
    await push.start();
    api = await createTestApp({ PUSH_STAND_IN_ORIGIN: push.baseUrl });
  });
  afterAll(async () => {
    await api.close();
    await push.stop();
  });
  afterEach(() => {
    push.statusFor = () => 201;
    push.answerAfter = null;
  });

  const queue = () => api.app.get(NotificationQueueService, { strict: false });
  const deliveryQueue = () => queueOf(api.app, QueueName.notificationDelivery);
  /** A batch job's delivery, as job `holder` runs it. */
  const batch = (holder: string, dataSource = api.dataSource) => ({
    execute: (dueAt?: Date) =>
      new DeliverDueNotificationsUseCase(notificationPusher(api, dataSource), api.clock, queue()).execute({
        holder,
        dueAt: dueAt?.getTime(),
      }),
  });
  const ownJob = () => new DeliverNotificationUseCase(api.dataSource, notificationPusher(api));
  const pushesTo = (path: string) => push.received.filter((message) => message.path === path).length;
  const rowsOf = (ids: number[]) =>
    Promise.all(ids.map((id) => api.dataSource.getRepository(NotificationEntity).findOneByOrFail({ id })));

  /** People subscribed to push, each with a reminder written (not queued) for a minute from now. */
  async function remindersDueInAMinute(prefix: string, count: number) {
    const dueAt = new Date(api.clock.now().getTime() + 60_000);
    const people = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const person = await signUp(api, `${prefix}${index}`);
        const path = `/push/${prefix}${index}`;
        await person.client.post(NotificationApiPath.registerToken, {
          body: { token: push.subscription(path).toJSON() },
        });
        return { ...person, path };
      }),
    );
    const written = await api.app.get(NotificationRowsService, { strict: false }).insertMany(
      people.map(({ userId }) => ({
        userId,
        type: 'mood_check' as const,
        title: 'Daily mood check',
        message: 'How are you feeling right now?',
        data: { checkType: 'daily_mood' },
        scheduledFor: dueAt,
        occurrenceKey: `batch-test-${dueAt.getTime()}`,
      })),
    );
    return { dueAt, paths: people.map(({ path }) => path), ids: written.map(({ id }) => id) };
  }

  it('sends nothing before the time, then each notification exactly once from two batches running at once', async () => {
    const { dueAt, paths, ids } = await remindersDueInAMinute('twobatches', 6);
    expect(await batch('due-early-0').execute()).toEqual({ sent: 0, retried: 0 });
    expect(paths.map(pushesTo)).toEqual([0, 0, 0, 0, 0, 0]);

    api.clock.travelTo(dueAt);
    const [first, second] = await Promise.all([batch('due-now-0').execute(), batch('due-now-1').execute()]);

    expect(first.sent + second.sent).toBe(6);
    expect(paths.map(pushesTo)).toEqual([1, 1, 1, 1, 1, 1]);
    for (const row of await rowsOf(ids)) {
      expect(row).toMatchObject({ status: 'sent', sent: true, attempts: 1, sentAt: dueAt });
    }
  });

  it("claims its instant's notifications ahead, pushes them at the instant, and not one withdrawn meanwhile", async () => {
    const { dueAt, paths, ids } = await remindersDueInAMinute('ahead', 3);
    api.clock.travelTo(new Date(dueAt.getTime() - 2_000));
    const running = batch('due-ahead-0').execute(dueAt);
    await waitFor(async () => (await rowsOf(ids)).every((row) => row.claimedBy === 'due-ahead-0'));
    // Held: the notification's own job leaves it alone; nothing is pushed before the instant.
    expect(await ownJob().execute({ notificationId: ids[0], finalAttempt: false })).toBe('held-elsewhere');
    // A schedule removed while the batch waits withdraws its occurrence (the pending row is deleted).
    await api.dataSource.getRepository(NotificationEntity).delete({ id: ids[2] });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(paths.map(pushesTo)).toEqual([0, 0, 0]);

    api.clock.travelTo(dueAt);
    expect(await running).toEqual({ sent: 2, retried: 0 });
    expect(paths.map(pushesTo)).toEqual([1, 1, 0]);
    for (const row of await rowsOf(ids.slice(0, 2))) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, sentAt: dueAt });
    }
  });

  it('claims nothing ahead when run far before its instant (a clock that disagrees with its timer)', async () => {
    const { dueAt, paths, ids } = await remindersDueInAMinute('farahead', 2);
    // A minute early, not the 2 s its job is delayed to: it delivers what is due now (nothing) and ends.
    expect(await batch('due-farahead-0').execute(dueAt)).toEqual({ sent: 0, retried: 0 });
    for (const row of await rowsOf(ids)) expect(row).toMatchObject({ status: 'pending', claimedBy: null });

    api.clock.travelTo(dueAt);
    expect(await batch('due-farahead-1').execute(dueAt)).toEqual({ sent: 2, retried: 0 });
    expect(paths.map(pushesTo)).toEqual([1, 1]);
  });

  it('gives the notifications of a batch killed after its claim back to its job when that job runs again', async () => {
    const { dueAt, paths, ids } = await remindersDueInAMinute('killedbatch', 2);
    api.clock.travelTo(dueAt);
    // Killed after the push service accepted the pushes, before the in-app transition was written.
    const killed = batch('due-killed-0', crashingDataSource(api.dataSource, /SET status = \$2/));
    await expect(killed.execute()).rejects.toThrow('worker killed');
    expect(paths.map(pushesTo)).toEqual([1, 1]);

    // Held: another batch and the notification's own job leave them alone.
    expect(await batch('due-killed-1').execute()).toEqual({ sent: 0, retried: 0 });
    expect(await ownJob().execute({ notificationId: ids[0], finalAttempt: false })).toBe('held-elsewhere');
    // BullMQ runs the dead worker's job again: it takes its notifications back at once and pushes nothing twice.
    expect(await batch('due-killed-0').execute()).toEqual({ sent: 2, retried: 0 });
    expect(paths.map(pushesTo)).toEqual([1, 1]);
    for (const row of await rowsOf(ids)) expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('lets any delivery take the notifications of a killed batch whose job was lost, once the hold ends', async () => {
    const { dueAt, paths, ids } = await remindersDueInAMinute('lostbatch', 2);
    api.clock.travelTo(dueAt);
    const killed = batch('due-lost-0', crashingDataSource(api.dataSource, /SET status = \$2/));
    await expect(killed.execute()).rejects.toThrow('worker killed');

    api.clock.advance(CLAIM_HOLD_MS - 1);
    expect(await batch('due-lost-1').execute()).toEqual({ sent: 0, retried: 0 });
    api.clock.advance(1);
    expect(await ownJob().execute({ notificationId: ids[0], finalAttempt: false })).toBe('sent');
    expect(await batch('due-lost-1').execute()).toEqual({ sent: 1, retried: 0 });
    expect(paths.map(pushesTo)).toEqual([1, 1]);
    for (const row of await rowsOf(ids)) expect(row).toMatchObject({ status: 'sent' });
  });

  it("lets a failed push go to the notification's own job, which retries it with backoff", async () => {
    const { dueAt, paths, ids } = await remindersDueInAMinute('failedbatch', 2);
    push.statusFor = (path) => (path === paths[0] ? 503 : 201);
    api.clock.travelTo(dueAt);

    expect(await batch('due-failed-0').execute()).toEqual({ sent: 1, retried: 1 });
    const [failing, sent] = await rowsOf(ids);
    expect(failing).toMatchObject({ status: 'pending', lastError: PUSH_NOT_DELIVERED });
    expect(sent).toMatchObject({ status: 'sent' });
    const retry = await deliveryQueue().getJob(deliveryJobId(ids[0]));
    expect(await retry?.getState()).toBe('delayed');
    expect(retry?.opts.delay).toBeGreaterThan(0);
    // Batches leave it to its own job.
    expect(await batch('due-failed-1').execute()).toEqual({ sent: 0, retried: 0 });

    push.statusFor = () => 201;
    expect(await ownJob().execute({ notificationId: ids[0], finalAttempt: false })).toBe('sent');
    expect(paths.map(pushesTo)).toEqual([1, 1]);
    expect((await rowsOf(ids))[0]).toMatchObject({ status: 'sent', lastError: null });
  });

  it('keeps the hold of a delivery whose pushes outlast it: no other delivery pushes them again', async () => {
    const { dueAt, paths, ids } = await remindersDueInAMinute('slowpush', 2);
    let answer = () => {};
    push.answerAfter = new Promise<void>((resolve) => (answer = resolve));
    api.clock.travelTo(dueAt);
    const slow = batch('due-slow-0').execute();
    await waitFor(async () => push.waiting === 2);

    // The push service takes longer than the hold; the delivery, still in flight, renews it (every 5 s).
    api.clock.advance(CLAIM_HOLD_MS + 1_000);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const other = batch('due-slow-1').execute();
    const own = ownJob().execute({ notificationId: ids[0], finalAttempt: false });
    answer();

    expect(await slow).toEqual({ sent: 2, retried: 0 });
    expect(await other).toEqual({ sent: 0, retried: 0 });
    expect(await own).toBe('held-elsewhere');
    expect(paths.map(pushesTo)).toEqual([1, 1]);
    for (const row of await rowsOf(ids)) expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
