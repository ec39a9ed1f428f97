import {
  NotificationApiPath,
  QueueName,
  withId,
  type MedicationListResponse,
  type MedicationView,
  type ReminderListResponse,
} from '@anchor/contracts';
import { queueOf } from '@anchor/services/test/reminder-test-kit';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { NotificationEntity } from '../../notifications/entities/notification.entity';
import { schedulerIdForSchedule } from '../jobs/reminder-jobs.service';

describe('medications in Settings', () => {
  jest.setTimeout(30_000);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const schedulerOf = (scheduleId: number) =>
    queueOf(t.app, QueueName.reminders).getJobScheduler(schedulerIdForSchedule(scheduleId));
  const medicationSchedules = async (client: Awaited<ReturnType<typeof signUp>>['client']) =>
    (await client.get<ReminderListResponse>(NotificationApiPath.reminders)).body.items.filter(
      (item) => item.kind === 'medication',
    );

  it('adds a medication with dosage and times, each time a daily reminder with its own scheduler', async () => {
    const { client } = await signUp(t, 'medic');
    const added = await client.post<MedicationView>(NotificationApiPath.medications, {
      body: { name: ' Sertraline ', dosage: '50 mg', times: ['20:00', '08:00'], timeZone: 'Europe/Paris' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Sertraline', dosage: '50 mg', times: ['08:00', '20:00'] });

    const schedules = await medicationSchedules(client);
    expect(schedules.map((s) => [s.time, s.medicationName, s.dosage, s.timeZone])).toEqual([
      ['08:00', 'Sertraline', '50 mg', 'Europe/Paris'],
      ['20:00', 'Sertraline', '50 mg', 'Europe/Paris'],
    ]);
    for (const schedule of schedules) {
      expect(await schedulerOf(schedule.id)).toMatchObject({ pattern: expect.stringMatching(/ \* \* \*$/) });
    }
    const list = await client.get<MedicationListResponse>(NotificationApiPath.medications);
    expect(list.body.items).toEqual([added.body]);
  });

  it('edits name, dosage and times: kept times keep their reminder, dropped ones stop with their pending reminder', async () => {
    const { client, userId } = await signUp(t, 'editor');
    const added = await client.post<MedicationView>(NotificationApiPath.medications, {
      body: { name: 'Vitamin D', times: ['08:00', '21:00'] },
    });
    const before = await medicationSchedules(client);
    const evening = before.find((s) => s.time === '21:00');
    const morning = before.find((s) => s.time === '08:00');
    // A reminder of the evening schedule is already waiting to be delivered.
    await t.dataSource.getRepository(NotificationEntity).save({
      userId,
      type: 'medication',
      title: 'Medication reminder',
      message: 'Time to take Vitamin D.',
      scheduleId: evening?.id ?? 0,
      scheduledFor: new Date(Date.now() + 60_000),
      status: 'pending',
    });

    const edited = await client.request<MedicationView>('PUT', withId(NotificationApiPath.medication, added.body.id), {
      body: { name: 'Vitamin D3', dosage: '1000 IU', times: ['08:00', '13:30'] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Vitamin D3', dosage: '1000 IU', times: ['08:00', '13:30'] });

    const after = await medicationSchedules(client);
    expect(after.map((s) => [s.time, s.medicationName, s.dosage])).toEqual([
      ['08:00', 'Vitamin D3', '1000 IU'],
      ['13:30', 'Vitamin D3', '1000 IU'],
    ]);
    expect(after.find((s) => s.time === '08:00')?.id).toBe(morning?.id);
    expect(await schedulerOf(evening?.id ?? 0)).toBeUndefined();
    const pending = await t.dataSource.getRepository(NotificationEntity).countBy({ scheduleId: evening?.id ?? 0 });
    expect(pending).toBe(0);
  });

  it('deletes a medication with its reminders; another user can neither see, edit nor delete it', async () => {
    const { client } = await signUp(t, 'owner');
    const { client: stranger } = await signUp(t, 'stranger');
    const added = await client.post<MedicationView>(NotificationApiPath.medications, {
      body: { name: 'Lithium', times: ['09:00'] },
    });
    const path = withId(NotificationApiPath.medication, added.body.id);
    expect((await stranger.get<MedicationListResponse>(NotificationApiPath.medications)).body.items).toEqual([]);
    expect((await stranger.request('PUT', path, { body: { name: 'Mine', times: ['10:00'] } })).status).toBe(404);
    expect((await stranger.request('DELETE', path)).status).toBe(404);

    const [schedule] = await medicationSchedules(client);
    expect((await client.request('DELETE', path)).status).toBe(204);
    expect(await medicationSchedules(client)).toEqual([]);
    expect(await schedulerOf(schedule.id)).toBeUndefined();
    expect((await client.get<MedicationListResponse>(NotificationApiPath.medications)).body.items).toEqual([]);
  });

  it('refuses a blank name, no times, repeated times and a bad time with a 400 naming the field, storing nothing', async () => {
    const { client } = await signUp(t, 'careful');
    const cases: [object, string][] = [
      [{ name: '   ', times: ['08:00'] }, 'name'],
      [{ name: 'Aspirin', times: [] }, 'times'],
      [{ name: 'Aspirin', times: ['08:00', '08:00'] }, 'times'],
      [{ name: 'Aspirin', times: ['8am'] }, 'times.0'],
    ];
    for (const [body, field] of cases) {
      const response = await client.post(NotificationApiPath.medications, { body });
      expect(response).toMatchObject({ status: 400, body: { field } });
    }
    expect((await client.get<MedicationListResponse>(NotificationApiPath.medications)).body.items).toEqual([]);
  });
});
