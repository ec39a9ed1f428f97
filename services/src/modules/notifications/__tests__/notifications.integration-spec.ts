import {
  NotificationApiPath,
  withId,
  type NotificationActionResponse,
  type NotificationItem,
  type NotificationListResponse,
  type PushPayload,
} from '@anchor/contracts';
import { DEVELOPMENT_ONLY_VAPID } from '../../../config';
import type { PushServiceStandIn } from '@anchor/services/test/push-service-stand-in';
import { type ReminderStack, startReminderStack, waitFor } from '@anchor/services/test/reminder-test-kit';
import { signUp } from '@anchor/services/test/sign-up';
import type { TestApp } from '@anchor/services/test/test-app';
import { PushSubscriptionEntity } from '../entities/push-subscription.entity';
import { NotificationRowsService } from '../notification-rows.service';
import { toNotificationItem } from '../notification.mapper';

describe('notifications', () => {
  let stack: ReminderStack;
  let api: TestApp;
  let push: PushServiceStandIn;

  beforeAll(async () => {
    stack = await startReminderStack();
    ({ api, push } = stack);
  });
  afterAll(() => stack?.close());

  const listOf = async (client: Awaited<ReturnType<typeof signUp>>['client']) =>
    (await client.get<NotificationListResponse>(NotificationApiPath.notifications)).body;

  it('answers 400 naming the field for bad send-immediate, schedule and register-token bodies', async () => {
    const { client } = await signUp(api, 'validator');
    const cases: [string, unknown, string][] = [
      [NotificationApiPath.sendImmediate, { body: 'b', type: 'medication' }, 'title'],
      [NotificationApiPath.sendImmediate, { title: 't', body: 'b', type: 'party' }, 'type'],
      [NotificationApiPath.sendImmediate, { title: 't', body: '', type: 'mood_check' }, 'body'],
      [NotificationApiPath.schedule, { title: 't', body: 'b', type: 'mood_check', scheduled: 'tomorrow' }, 'scheduled'],
      [
        NotificationApiPath.schedule,
        { title: 't', body: 'b', type: 'mood_check', scheduled: new Date().toISOString(), data: [] },
        'data',
      ],
      [
        NotificationApiPath.registerToken,
        { token: { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } } },
        'token',
      ],
    ];
    for (const [path, body, field] of cases) {
      const response = await client.post<{ field?: string; message: string }>(path, { body });
      expect([path, response.status]).toEqual([path, 400]);
      expect(response.body.field ?? response.body.message).toContain(field);
    }
    expect((await listOf(client)).total).toBe(0);
  });

  it('delivers send-immediate through the queue: in-app once and a Web Push a browser can decrypt', async () => {
    const { client } = await signUp(api, 'pushy');
    const browser = push.subscription('/push/pushy');
    expect((await client.post(NotificationApiPath.registerToken, { body: { token: browser.toJSON() } })).status).toBe(
      201,
    );
    const key = await client.get<{ publicKey: string }>(NotificationApiPath.vapidPublicKey);
    expect(key.body.publicKey).toBe(DEVELOPMENT_ONLY_VAPID.publicKey);

    const created = await client.post<NotificationItem>(NotificationApiPath.sendImmediate, {
      body: { title: 'Hello', body: 'You are doing well', type: 'wellness_tip', data: { category: 'daily_tip' } },
    });
    expect(created.status).toBe(201);
    const received = await waitFor(async () => push.received.find((message) => message.path === '/push/pushy'));
    const payload = JSON.parse(browser.decrypt(received.body)) as PushPayload;
    expect(payload).toEqual({
      notificationId: created.body.id,
      title: 'Hello',
      body: 'You are doing well',
      type: 'wellness_tip',
      data: { category: 'daily_tip' },
      actions: [],
    });
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(received.vapidPublicKey).toBe(DEVELOPMENT_ONLY_VAPID.publicKey);
    expect(received.claims.aud).toBe(push.baseUrl);
    expect(received.claims.sub).toBe(DEVELOPMENT_ONLY_VAPID.subject);
    expect(received.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(received.claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);

    const list = await waitFor(async () => {
      const body = await listOf(client);
      return body.items[0]?.status === 'sent' ? body : null;
    });
    expect(list).toMatchObject({ total: 1, unreadCount: 1 });
    expect(list.items[0]).toMatchObject({ id: created.body.id, sent: true, scheduled: false, attempts: 1 });
    expect(push.received.filter((message) => message.path === '/push/pushy')).toHaveLength(1);
    expect(push.rejected).toEqual([]);
  });

  it('deletes a subscription whose push endpoint answers 410 Gone, and still delivers in-app', async () => {
    const { client, userId } = await signUp(api, 'gone');
    push.statusFor = (path) => (path === '/push/gone' ? 410 : 201);
    await client.post(NotificationApiPath.registerToken, { body: { token: push.subscription('/push/gone').toJSON() } });
    const subscriptions = api.dataSource.getRepository(PushSubscriptionEntity);
    expect(await subscriptions.countBy({ userId })).toBe(1);
    await client.post(NotificationApiPath.sendImmediate, { body: { title: 'Hi', body: 'There', type: 'mood_check' } });
    await waitFor(async () => (await listOf(client)).items[0]?.status === 'sent');
    expect(await subscriptions.countBy({ userId })).toBe(0);
    push.statusFor = () => 201;
  });

  it('never returns or changes another user’s notifications', async () => {
    const alice = await signUp(api, 'alice');
    const bob = await signUp(api, 'bob');
    const mine = await alice.client.post<NotificationItem>(NotificationApiPath.sendImmediate, {
      body: { title: 'Private', body: 'For Alice', type: 'mood_check' },
    });
    await waitFor(async () => (await listOf(alice.client)).items[0]?.status === 'sent');
    expect((await listOf(bob.client)).total).toBe(0);
    expect((await bob.client.post(withId(NotificationApiPath.read, mine.body.id))).status).toBe(404);
    await bob.client.post(NotificationApiPath.readAll);
    expect((await listOf(alice.client)).unreadCount).toBe(1);
    const read = await alice.client.post<NotificationItem>(withId(NotificationApiPath.read, mine.body.id));
    expect(read.status).toBe(200);
    expect(read.body.readAt).not.toBeNull();
    expect((await listOf(alice.client)).unreadCount).toBe(0);
  });

  it('moves a scheduled time earlier than now to the next day and keeps it out of the list until due', async () => {
    const { client } = await signUp(api, 'planner');
    const past = new Date(api.clock.now().getTime() - 60 * 60 * 1000);
    const response = await client.post<NotificationItem>(NotificationApiPath.schedule, {
      body: { title: 'Stretch', body: 'Time to stretch', type: 'wellness_tip', scheduled: past.toISOString() },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'pending', scheduled: true });
    expect(new Date(response.body.scheduledFor ?? 0).getTime()).toBe(past.getTime() + 24 * 60 * 60 * 1000);
    expect((await listOf(client)).total).toBe(0);
  });

  /** A medication reminder as the server writes it (clients cannot create the type). */
  async function medicationReminder(userId: number): Promise<NotificationItem> {
    const rows = api.app.get(NotificationRowsService);
    const written = await api.dataSource.transaction((manager) =>
      rows.insert(
        {
          userId,
          type: 'medication',
          title: 'Medication reminder',
          message: 'Time to take Sertraline.',
          data: { medicationName: 'Sertraline' },
          scheduledFor: null,
        },
        manager,
      ),
    );
    return toNotificationItem(written);
  }

  it('records Taken and schedules a Snooze 10 minutes later, once', async () => {
    const { client, userId } = await signUp(api, 'adherent');
    const created = { body: await medicationReminder(userId) };
    expect(created.body.actions).toEqual(['taken', 'snooze']);
    const url = withId(NotificationApiPath.actions, created.body.id);
    expect((await client.post(url, { body: { action: 'later' } })).status).toBe(400);
    const snoozed = await client.post<NotificationActionResponse>(url, { body: { action: 'snooze' } });
    expect(snoozed.status).toBe(200);
    expect(new Date(snoozed.body.snoozedUntil ?? 0).getTime()).toBe(api.clock.now().getTime() + 10 * 60 * 1000);
    await client.post(url, { body: { action: 'snooze' } });
    const [{ count }] = await api.dataSource.query(
      `SELECT count(*)::int AS count FROM notifications WHERE occurrence_key = $1`,
      [`snooze:${created.body.id}`],
    );
    expect(count).toBe(1);
    const other = { body: await medicationReminder(userId) };
    const taken = await client.post<NotificationActionResponse>(withId(NotificationApiPath.actions, other.body.id), {
      body: { action: 'taken' },
    });
    expect(taken.body.notification.actionTaken).toBe('taken');
    const [raw] = await api.dataSource.query(`SELECT title, message, data FROM notifications WHERE id = $1`, [
      other.body.id,
    ]);
    expect(JSON.stringify(raw)).not.toContain('Sertraline');
  });
});
