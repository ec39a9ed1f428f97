import {
  NotificationApiPath,
  OnboardingApiPath,
  QueueName,
  type MedicationListResponse,
  type MedicationView,
  type ProfileSettings,
  type ReminderListResponse,
} from '@anchor/contracts';
import { queueOf } from '@anchor/services/test/reminder-test-kit';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import type { HttpClient } from '@anchor/services/test/http-client';
import { NotificationEntity } from '../../notifications/entities/notification.entity';
import { schedulerIdForSchedule } from '../jobs/reminder-jobs.service';

/** Where reminder switches and times live: reminder_schedules, whichever door they were set through. */
describe('reminder choices', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const daily = (kind: string) => `/api/reminders/daily/${kind}`;
  const reminders = async (client: HttpClient) =>
    (await client.get<ReminderListResponse>(NotificationApiPath.reminders)).body.items;
  const preferences = async (client: HttpClient) =>
    (await client.get<ProfileSettings>(OnboardingApiPath.profileSettings)).body.preferences;
  const medications = async (client: HttpClient) =>
    (await client.get<MedicationListResponse>(NotificationApiPath.medications)).body.items;
  const schedulerOf = (scheduleId: number) =>
    queueOf(t.app, QueueName.reminders).getJobScheduler(schedulerIdForSchedule(scheduleId));

  const onboarding = {
    name: 'Ada',
    timeZone: 'Europe/Paris',
    dailyMoodCheck: true,
    wellnessTips: true,
    moodCheckTime: '09:00',
    wellnessTipsTime: '12:00',
  };

  it('reports the reminders as scheduled now: wellness tips switched off in Settings read off, not the onboarding answer', async () => {
    const { client } = await signUp(t, 'tipsoff');
    expect((await client.post(OnboardingApiPath.complete, { body: onboarding })).status).toBe(200);
    expect(await preferences(client)).toMatchObject({ wellnessTips: true, wellnessTipsTime: '12:00' });

    await client.request('PUT', NotificationApiPath.wellnessTips, { body: { enabled: false } });
    await client.request('PUT', NotificationApiPath.moodCheck, { body: { enabled: true, time: '07:45' } });

    expect(await preferences(client)).toMatchObject({
      wellnessTips: false,
      dailyMoodCheck: true,
      moodCheckTime: '07:45',
    });
  });

  it('schedules a reminder switch or time patched into profile-settings, and keeps the onboarding answer as answered', async () => {
    const { client, userId } = await signUp(t, 'patcher');
    await client.post(OnboardingApiPath.complete, { body: onboarding });

    const patched = await client.patch<ProfileSettings>(OnboardingApiPath.profileSettings, {
      body: { wellnessTips: false, moodCheckTime: '07:30' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.preferences).toMatchObject({ wellnessTips: false, moodCheckTime: '07:30' });
    const items = await reminders(client);
    expect(items.find((item) => item.kind === 'wellness_tip')).toBeUndefined();
    expect(items.find((item) => item.kind === 'mood_check')).toMatchObject({ time: '07:30', active: true });

    const [answered] = await t.dataSource.query(
      'SELECT wellness_tips, mood_check_time FROM app_preferences WHERE user_id = $1',
      [userId],
    );
    expect(answered).toEqual({ wellness_tips: true, mood_check_time: '09:00' });
  });

  it('refuses a medication time patched into profile-settings with a 400 naming it, changing nothing', async () => {
    const { client } = await signUp(t, 'medtime');
    await client.post(NotificationApiPath.medications, { body: { name: 'Sertraline', times: ['08:00'] } });
    const refused = await client.patch(OnboardingApiPath.profileSettings, {
      body: { medicationTime: '10:00', largeText: true },
    });
    expect(refused).toMatchObject({ status: 400, body: { field: 'medicationTime' } });
    expect(await preferences(client)).toMatchObject({ medicationTime: '08:00', largeText: false });
  });

  it('switches any daily kind of the table with PUT /api/reminders/daily/:kind; an unknown kind is a 400 naming kind', async () => {
    const { client } = await signUp(t, 'dailykind');
    const on = await client.request('PUT', daily('wellness_tip'), { body: { enabled: true, time: '18:15' } });
    expect(on).toMatchObject({ status: 200, body: { schedule: { kind: 'wellness_tip', time: '18:15' } } });
    expect(await preferences(client)).toMatchObject({ wellnessTips: true, wellnessTipsTime: '18:15' });

    // Off keeps the time; the spec's route is the same call.
    await client.request('PUT', daily('wellness_tip'), { body: { enabled: false } });
    const again = await client.request('PUT', NotificationApiPath.wellnessTips, { body: { enabled: true } });
    expect(again.body).toMatchObject({ schedule: { time: '18:15' } });

    for (const kind of ['assessment_due', 'medication', 'bogus']) {
      const refused = await client.request('PUT', daily(kind), { body: { enabled: true } });
      expect(refused).toMatchObject({ status: 400, body: { field: 'kind' } });
    }
    const badTime = await client.request('PUT', daily('mood_check'), { body: { enabled: true, time: '25:00' } });
    expect(badTime).toMatchObject({ status: 400, body: { field: 'time' } });
    expect((await reminders(client)).map((item) => item.kind)).toEqual(['wellness_tip']);
  });

  it('pauses medication reminders without losing a time, sends nothing while paused, and restores exactly them', async () => {
    const { client, userId } = await signUp(t, 'pauser');
    const added = await client.post<MedicationView>(NotificationApiPath.medications, {
      body: { name: 'Sertraline', dosage: '50 mg', times: ['08:00', '20:00'] },
    });
    const before = (await reminders(client)).filter((item) => item.kind === 'medication');
    await t.dataSource.getRepository(NotificationEntity).save({
      userId,
      type: 'medication',
      title: 'Medication reminder',
      message: 'Time to take Sertraline (50 mg).',
      scheduleId: before[0].id,
      scheduledFor: new Date(t.clock.now().getTime() + 60_000),
      status: 'pending',
    });

    const off = await client.request('PUT', NotificationApiPath.medicationReminders, { body: { enabled: false } });
    expect(off).toMatchObject({ status: 200, body: { enabled: false } });
    expect(await medications(client)).toEqual([{ ...added.body, times: ['08:00', '20:00'], remindersPaused: true }]);
    expect((await reminders(client)).filter((item) => item.kind === 'medication')).toEqual([]);
    for (const schedule of before) expect(await schedulerOf(schedule.id)).toBeUndefined();
    expect(await t.dataSource.getRepository(NotificationEntity).countBy({ userId, status: 'pending' })).toBe(0);
    expect(await preferences(client)).toMatchObject({ medicationReminders: false, medicationTime: '08:00' });

    // A medication added while paused waits with the others.
    await client.post(NotificationApiPath.medications, { body: { name: 'Vitamin D', times: ['12:00'] } });
    expect((await medications(client)).map((item) => item.remindersPaused)).toEqual([true, true]);

    const on = await client.request('PUT', NotificationApiPath.medicationReminders, { body: { enabled: true } });
    expect(on).toMatchObject({ status: 200, body: { enabled: true } });
    const after = (await reminders(client)).filter((item) => item.kind === 'medication');
    expect(after.map((item) => [item.id, item.medicationName, item.time])).toEqual([
      [before[0].id, 'Sertraline', '08:00'],
      [before[1].id, 'Sertraline', '20:00'],
      [expect.any(Number), 'Vitamin D', '12:00'],
    ]);
    for (const schedule of after) expect(await schedulerOf(schedule.id)).toBeDefined();
    expect((await medications(client)).map((item) => [item.times, item.remindersPaused])).toEqual([
      [['08:00', '20:00'], false],
      [['12:00'], false],
    ]);
  });

  it('saves the onboarding medication the one way medications are saved: push off pauses it, its time kept', async () => {
    const { client } = await signUp(t, 'onbmed');
    const completed = await client.post(OnboardingApiPath.complete, {
      body: {
        ...onboarding,
        pushNotifications: false,
        medicationReminders: true,
        medicationName: 'Prazosin',
        medicationDosage: '1 mg',
        medicationTime: '21:00',
      },
    });
    expect(completed.status).toBe(200);
    expect(await medications(client)).toEqual([
      expect.objectContaining({ name: 'Prazosin', dosage: '1 mg', times: ['21:00'], remindersPaused: true }),
    ]);
    await client.request('PUT', NotificationApiPath.medicationReminders, { body: { enabled: true } });
    expect((await reminders(client)).filter((item) => item.kind === 'medication')).toMatchObject([
      { medicationName: 'Prazosin', dosage: '1 mg', time: '21:00', timeZone: 'Europe/Paris' },
    ]);
  });
});
