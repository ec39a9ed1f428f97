import type { INestApplicationContext } from '@nestjs/common';
import { defaultRepeatStrategy } from 'bullmq';
import {
  NotificationApiPath,
  QueueName,
  ReminderJob,
  withId,
  type MedicationReminderResponse,
  type NotificationListResponse,
  type ReminderListResponse,
  type ReminderToggleResponse,
} from '@anchor/contracts';
import {
  promoteDeliveries,
  queueOf,
  type ReminderStack,
  startReminderStack,
  waitFor,
} from '@anchor/services/test/reminder-test-kit';
import { signUp } from '@anchor/services/test/sign-up';
import type { TestApp } from '@anchor/services/test/test-app';
import { NotificationEntity } from '../../notifications/entities/notification.entity';
import { ReminderScheduleEntity } from '../entities/reminder-schedule.entity';
import { MaterializeOccurrencesUseCase } from '../use-cases/materialize-occurrences.use-case';
import { MaterializeReminderUseCase } from '../use-cases/materialize-reminder.use-case';
import { withReconcileLock } from '../jobs/reconcile-lock';
import { schedulerIdForSchedule } from '../jobs/reminder-jobs.service';
import { nextDailyRun } from '../reminder-time';
import { PREPARE_AHEAD_MS } from '../jobs/prepare-ahead';
import { ReconcileSchedulesUseCase } from '../use-cases/reconcile-schedules.use-case';
import { SweepAssessmentRemindersUseCase } from '../use-cases/sweep-assessment-reminders.use-case';

describe('reminder schedules', () => {
  jest.setTimeout(30_000);
  let stack: ReminderStack;
  let api: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    stack = await startReminderStack();
    ({ api, worker } = stack);
  });
  afterAll(() => stack?.close());

  const reminders = () => queueOf(worker, QueueName.reminders);
  const schedulerOf = (scheduleId: number) => reminders().getJobScheduler(schedulerIdForSchedule(scheduleId));

  it('keeps a 09:00 America/New_York reminder at 09:00 local before and after both DST changes', () => {
    const runs = (after: string) =>
      new Date(
        defaultRepeatStrategy(Date.parse(after), { pattern: '0 9 * * *', tz: 'America/New_York' }) as number,
      ).toISOString();
    expect(runs('2025-03-08T12:00:00Z')).toBe('2025-03-08T14:00:00.000Z'); // EST, UTC-5
    expect(runs('2025-03-08T15:00:00Z')).toBe('2025-03-09T13:00:00.000Z'); // EDT from 9 March
    expect(runs('2025-11-01T15:00:00Z')).toBe('2025-11-02T14:00:00.000Z'); // EST again from 2 November
    // Our own next-run (GET /api/reminders) agrees with BullMQ's scheduler.
    expect(nextDailyRun('09:00', 'America/New_York', new Date('2025-03-08T15:00:00Z')).toISOString()).toBe(
      '2025-03-09T13:00:00.000Z',
    );
  });

  it('declares, moves and removes the mood-check scheduler with the switch and the time', async () => {
    const { client } = await signUp(api, 'moody');
    const on = await client.request<ReminderToggleResponse>('PUT', NotificationApiPath.moodCheck, {
      body: { enabled: true, time: '09:00', timeZone: 'America/New_York' },
    });
    expect(on.status).toBe(200);
    const id = on.body.schedule?.id ?? 0;
    const scheduler = await schedulerOf(id);
    expect(scheduler).toMatchObject({ pattern: '0 9 * * *', tz: 'America/New_York' });
    // It fires a minute ahead of 09:00, to prepare the reminder.
    expect(scheduler?.next).toBe(nextDailyRun('09:00', 'America/New_York', new Date()).getTime() - PREPARE_AHEAD_MS);

    await client.request('PUT', NotificationApiPath.moodCheck, { body: { enabled: true, time: '10:30' } });
    expect(await schedulerOf(id)).toMatchObject({ pattern: '30 10 * * *', tz: 'America/New_York' });
    const list = await client.get<ReminderListResponse>(NotificationApiPath.reminders);
    expect(list.body).toMatchObject({
      timeZone: 'America/New_York',
      items: [{ id, kind: 'mood_check', time: '10:30' }],
    });

    const bad = await client.request<{ field: string }>('PUT', NotificationApiPath.moodCheck, {
      body: { enabled: true, time: '25:00', timeZone: 'Mars/Olympus' },
    });
    expect(bad.status).toBe(400);
    expect(['time', 'timeZone']).toContain(bad.body.field);

    const off = await client.request<ReminderToggleResponse>('PUT', NotificationApiPath.moodCheck, {
      body: { enabled: false },
    });
    expect(off.body.schedule).toBeNull();
    expect(await schedulerOf(id)).toBeUndefined();
    // A firing already under way when the switch went off creates nothing.
    const result = await worker
      .get(MaterializeReminderUseCase)
      .execute({ payload: { scheduleId: id, version: 2 }, firedAt: new Date() });
    expect(result.created).toBe(false);
    expect(await api.dataSource.getRepository(NotificationEntity).countBy({ scheduleId: id })).toBe(0);
  });

  it('fires a reminder a minute ahead and delivers it once at its time, however often it is triggered', async () => {
    const { client, userId } = await signUp(api, 'punctual');
    const on = await client.request<ReminderToggleResponse>('PUT', NotificationApiPath.moodCheck, {
      body: { enabled: true, time: '09:00', timeZone: 'Europe/Paris' },
    });
    const id = on.body.schedule?.id ?? 0;
    const run = nextDailyRun('09:00', 'Europe/Paris', new Date()).getTime();
    const due = (await reminders().getDelayed()).find((job) => job.repeatJobKey === schedulerIdForSchedule(id));
    const firedAt = due?.opts.prevMillis ?? 0;
    expect(firedAt).toBe(run - PREPARE_AHEAD_MS);
    // The firing's time has come: move the clock there and promote the scheduler's delayed job instead of waiting.
    api.clock.advance(firedAt - api.clock.now().getTime());
    await due?.promote();
    // Written ahead of its time.
    const prepared = await waitFor(() =>
      api.dataSource.getRepository(NotificationEntity).findOneBy({ userId, scheduleId: id, status: 'pending' }),
    );
    expect(prepared.scheduledFor?.getTime()).toBe(run);

    // The reminder's time: its delivery job, delayed in real time, runs now.
    api.clock.advance(PREPARE_AHEAD_MS);
    await promoteDeliveries(worker, new Date(run), prepared.id);
    const notification = await waitFor(() =>
      api.dataSource.getRepository(NotificationEntity).findOneBy({ userId, scheduleId: id, status: 'sent' }),
    );
    expect(notification.scheduledFor?.getTime()).toBe(run);
    expect(notification).toMatchObject({
      type: 'mood_check',
      title: 'Daily mood check',
      message: 'How are you feeling right now?',
    });
    expect(JSON.parse(notification.data ?? '{}')).toEqual({ checkType: 'daily_mood' });

    const again = await worker
      .get(MaterializeReminderUseCase)
      .execute({ payload: { scheduleId: id, version: 1 }, firedAt: new Date(firedAt) });
    expect(again).toEqual({ created: true, notificationId: notification.id });
    expect(await api.dataSource.getRepository(NotificationEntity).countBy({ userId })).toBe(1);
    // The scheduler moved on to the next day.
    await waitFor(async () => ((await schedulerOf(id))?.next ?? 0) > firedAt);
  });

  it('runs the periodic rebuild half a minute past, never on the minute that reminders fall due', async () => {
    const rebuild = await reminders().getJobScheduler(ReminderJob.reconcileSchedules);
    expect(new Date(rebuild?.next ?? 0).getUTCSeconds()).toBe(30);
  });

  it('reconciles on one worker at a time: a second one waits until the first is done', async () => {
    const { client } = await signUp(api, 'twice');
    const on = await client.request<ReminderToggleResponse>('PUT', NotificationApiPath.moodCheck, {
      body: { enabled: true, time: '09:00', timeZone: 'UTC' },
    });
    const id = on.body.schedule?.id ?? 0;
    await reminders().removeJobScheduler(schedulerIdForSchedule(id));

    // Another worker holds the lock (its rebuild is under way) while this one starts reconciling.
    let finishOther = () => undefined as void;
    const other = withReconcileLock(reminders(), () => new Promise<void>((resolve) => (finishOther = resolve)));
    let done = false;
    const waiting = worker
      .get(ReconcileSchedulesUseCase)
      .execute()
      .then((report) => ((done = true), report));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(done).toBe(false);
    expect(await schedulerOf(id)).toBeUndefined();

    finishOther();
    await other;
    expect((await waiting).schedulersUpserted).toBe(1);
    expect(await schedulerOf(id)).toMatchObject({ pattern: '0 9 * * *', tz: 'UTC' });
  });

  it('creates a medication with its reminder and stops it at once when the medication is deleted', async () => {
    const { client, userId } = await signUp(api, 'medicated');
    const created = await client.post<MedicationReminderResponse>(NotificationApiPath.medicationReminder, {
      body: { medicationName: 'Prazosin', time: '21:00', dosage: '1 mg' },
    });
    expect(created.status).toBe(201);
    expect(created.body.schedule).toMatchObject({
      kind: 'medication',
      time: '21:00',
      medicationName: 'Prazosin',
      dosage: '1 mg',
    });
    const scheduleId = created.body.schedule.id;
    expect(await schedulerOf(scheduleId)).toMatchObject({ pattern: '0 21 * * *', tz: 'UTC' });
    const [raw] = await api.dataSource.query(`SELECT name FROM medications WHERE id = $1`, [created.body.medicationId]);
    expect(raw.name).not.toContain('Prazosin');

    const schedule = await api.dataSource.getRepository(ReminderScheduleEntity).findOneByOrFail({ id: scheduleId });
    const [outcome] = await worker.get(MaterializeOccurrencesUseCase).execute([{ schedule, fireAt: api.clock.now() }]);
    expect(outcome.ok).toBe(true);
    const list = await client.get<NotificationListResponse>(NotificationApiPath.notifications);
    expect(list.body.items[0]).toMatchObject({
      type: 'medication',
      message: 'Time to take Prazosin (1 mg).',
      data: { medicationName: 'Prazosin', medicationId: created.body.medicationId },
      actions: ['taken', 'snooze'],
    });

    const other = await signUp(api, 'intruder');
    expect(
      (await other.client.request('DELETE', withId(NotificationApiPath.medication, created.body.medicationId))).status,
    ).toBe(404);
    expect(
      (await client.request('DELETE', withId(NotificationApiPath.medication, created.body.medicationId))).status,
    ).toBe(204);
    expect(await schedulerOf(scheduleId)).toBeUndefined();
    expect(await api.dataSource.getRepository(ReminderScheduleEntity).countBy({ userId })).toBe(0);
    expect((await client.get<ReminderListResponse>(NotificationApiPath.reminders)).body.items).toEqual([]);
  });

  it('sends the monthly assessment reminder on day 23 once, with urgency due_soon', async () => {
    const { client, userId } = await signUp(api, 'assessed');
    const now = api.clock.now();
    // A zone where it is midday now, so the sweep's "not before 10:00 local" rule lets it through.
    const offset = ((12 - now.getUTCHours() + 36) % 24) - 12;
    const zone = offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    const createdAt = new Date(now.getTime() - 23 * 24 * 3600 * 1000 - 60_000);
    await api.dataSource.query(`UPDATE users SET created_at = $2, time_zone = $3 WHERE id = $1`, [
      userId,
      createdAt,
      zone,
    ]);
    const sweep = worker.get(SweepAssessmentRemindersUseCase);
    expect(await sweep.execute()).toBeGreaterThanOrEqual(1);
    await sweep.execute();
    const list = await waitFor(async () => {
      const body = (await client.get<NotificationListResponse>(NotificationApiPath.notifications)).body;
      return body.total > 0 ? body : null;
    });
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      type: 'reminder',
      title: 'Monthly assessment',
      data: { action: 'take-assessment', urgency: 'due_soon' },
    });
  });
});
