import {
  NotificationApiPath,
  OnboardingApiPath,
  type NotificationItem,
  type NotificationListResponse,
  type PushPayload,
} from '@anchor/contracts';
import type { PushServiceStandIn } from '@anchor/services/test/push-service-stand-in';
import { type ReminderStack, startReminderStack, waitFor } from '@anchor/services/test/reminder-test-kit';
import { signUp } from '@anchor/services/test/sign-up';
import type { TestApp } from '@anchor/services/test/test-app';

describe('the Emergency alerts preference', () => {
  let stack: ReminderStack;
  let api: TestApp;
  let push: PushServiceStandIn;

  beforeAll(async () => {
    stack = await startReminderStack();
    ({ api, push } = stack);
  });
  afterAll(() => stack?.close());

  type Client = Awaited<ReturnType<typeof signUp>>['client'];
  const emergency = { title: 'Safety check', body: 'Reach out now', type: 'emergency', data: { priority: 'high' } };

  async function sendAndSettle(client: Client, body: object): Promise<NotificationItem> {
    const created = await client.post<NotificationItem>(NotificationApiPath.sendImmediate, { body });
    expect(created.status).toBe(201);
    return waitFor(async () => {
      const list = (await client.get<NotificationListResponse>(NotificationApiPath.notifications)).body;
      const item = list.items.find((candidate) => candidate.id === created.body.id);
      return item?.status === 'sent' ? item : null;
    });
  }

  it('pushes emergency notifications while on (the default), and keeps them to the bell once switched off', async () => {
    const { client } = await signUp(api, 'alerted');
    const browser = push.subscription('/push/alerted');
    await client.post(NotificationApiPath.registerToken, { body: { token: browser.toJSON() } });
    const pushesHere = () => push.received.filter((message) => message.path === '/push/alerted');

    const first = await sendAndSettle(client, emergency);
    await waitFor(async () => (pushesHere().length === 1 ? true : null));
    expect(JSON.parse(browser.decrypt(pushesHere()[0].body))).toMatchObject({
      notificationId: first.id,
      type: 'emergency',
      data: { priority: 'high' },
    } satisfies Partial<PushPayload>);

    const off = await client.patch(OnboardingApiPath.profileSettings, { body: { emergencyAlerts: false } });
    expect(off.status).toBe(200);
    const quiet = await sendAndSettle(client, emergency);
    expect(quiet).toMatchObject({ title: 'Safety check', sent: true });
    // Other kinds still push; the emergency one sent just before them never did.
    await sendAndSettle(client, { title: 'Tip', body: 'Drink water', type: 'wellness_tip' });
    await waitFor(async () => (pushesHere().length === 2 ? true : null));
    const payloads = pushesHere().map((message) => JSON.parse(browser.decrypt(message.body)) as PushPayload);
    expect(payloads.map((payload) => payload.notificationId)).not.toContain(quiet.id);
    expect(payloads.map((payload) => payload.type)).toEqual(['emergency', 'wellness_tip']);
  });
});
