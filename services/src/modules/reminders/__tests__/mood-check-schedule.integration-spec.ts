import type { INestApplicationContext } from '@nestjs/common';
import { NotificationApiPath, QueueName, type ReminderToggleResponse } from '@anchor/contracts';
import { queueOf, type ReminderStack, startReminderStack, waitFor } from '@anchor/services/test/reminder-test-kit';
import { signIn, signUp } from '@anchor/services/test/sign-up';
import type { TestApp } from '@anchor/services/test/test-app';
import { NotificationEntity } from '../../notifications/entities/notification.entity';
import { PREPARE_AHEAD_MS } from '../jobs/prepare-ahead';
import { schedulerIdForSchedule } from '../jobs/reminder-jobs.service';

/** A fixed-offset zone where it is about 06:00 now, so 09:00 and 10:00 both lie later today whatever the hour. */
function zoneAtSixInTheMorning(): string {
  let offset = 6 - new Date().getUTCHours();
  if (offset < -12) offset += 24;
  if (offset === 0) return 'Etc/UTC';
  // Etc/GMT zones count the other way: Etc/GMT-3 is UTC+3.
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

describe('the mood check Schedule button (a daily schedule, never a second first reminder)', () => {
  jest.setTimeout(30_000);
  let stack: ReminderStack;
  let api: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    stack = await startReminderStack();
    ({ api, worker } = stack);
  });
  afterAll(() => stack?.close());

  /** The schedule's next firing runs (a minute ahead), then the clock reaches the reminder and its delivery runs. */
  async function fireDue(scheduleId: number): Promise<number> {
    const due = (await queueOf(worker, QueueName.reminders).getDelayed()).find(
      (job) => job.repeatJobKey === schedulerIdForSchedule(scheduleId),
    );
    const firedAt = due?.opts.prevMillis ?? 0;
    api.clock.advance(firedAt - api.clock.now().getTime());
    await due?.promote();
    await waitFor(async () => (await due?.getState()) === 'completed');
    api.clock.advance(PREPARE_AHEAD_MS);
    for (const delivery of await queueOf(worker, QueueName.notificationDelivery).getDelayed()) await delivery.promote();
    return firedAt + PREPARE_AHEAD_MS;
  }

  it('sends the day’s mood check once when Schedule is pressed again for a later time the same day', async () => {
    const { client, userId } = await signUp(api, 'rescheduler');
    const timeZone = zoneAtSixInTheMorning();
    const schedule = (time: string) =>
      client.request<ReminderToggleResponse>('PUT', NotificationApiPath.moodCheck, {
        body: { enabled: true, time, timeZone },
      });
    const sentCount = () => api.dataSource.getRepository(NotificationEntity).countBy({ userId, type: 'mood_check' });

    const id = (await schedule('09:00')).body.schedule?.id ?? 0;
    const firstAt = await fireDue(id);
    await waitFor(() =>
      api.dataSource.getRepository(NotificationEntity).findOneBy({ userId, type: 'mood_check', status: 'sent' }),
    );

    // Pressed again after the first reminder went out (signed in again: the test clock moved hours on).
    await signIn(client, 'rescheduler');
    expect((await schedule('10:00')).body.schedule).toMatchObject({ id, time: '10:00' });
    const secondAt = await fireDue(id);
    expect(secondAt - firstAt).toBe(60 * 60 * 1000);
    await waitFor(async () =>
      ((await queueOf(worker, QueueName.reminders).getJobScheduler(schedulerIdForSchedule(id)))?.next ?? 0) > secondAt
        ? true
        : null,
    );
    expect(await sentCount()).toBe(1);
  });
});
