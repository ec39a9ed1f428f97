import {
  NOTIFICATION_DATA_MAX_BYTES,
  NotificationApiPath,
  withId,
  type MedicationReminderResponse,
  type NotificationActionResponse,
} from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { NotificationRowsService } from '../../notifications/notification-rows.service';

/** Finding 3: Taken/Snooze trusts nothing a user could have written into a notification. */
describe('medication reminder actions: ownership and atomicity', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  /** A medication reminder as the server writes it (or as a user could write one before the type was reserved). */
  async function medicationNotification(userId: number, data: Record<string, unknown>): Promise<number> {
    const rows = api.app.get(NotificationRowsService);
    const written = await api.dataSource.transaction((manager) =>
      rows.insert(
        {
          userId,
          type: 'medication',
          title: 'Medication reminder',
          message: 'Time to take it.',
          data: { medicationName: 'Sertraline', ...data },
          scheduledFor: null,
        },
        manager,
      ),
    );
    return written.id;
  }

  async function medicationOf(client: HttpClient): Promise<number> {
    const created = await client.post<MedicationReminderResponse>(NotificationApiPath.medicationReminder, {
      body: { medicationName: 'Prazosin', time: '21:00', dosage: '1 mg' },
    });
    expect(created.status).toBe(201);
    return created.body.medicationId;
  }

  const snoozeSchedule = async (notificationId: number) => {
    const rows: { medication_id: number | null; user_id: number }[] = await api.dataSource.query(
      `SELECT s.medication_id, s.user_id FROM reminder_schedules s
         JOIN notifications n ON n.schedule_id = s.id WHERE n.occurrence_key = $1`,
      [`snooze:${notificationId}`],
    );
    return rows;
  };

  it('refuses medication-type notifications from clients, naming the field, and stores nothing', async () => {
    const alice = await signUp(api, 'medwriter');
    const bob = await signUp(api, 'medowner');
    const bobsMedication = await medicationOf(bob.client);
    const data = { medicationName: 'Sertraline', medicationId: bobsMedication };
    const scheduled = new Date(api.clock.now().getTime() + 3600_000).toISOString();
    for (const [path, body] of [
      [NotificationApiPath.sendImmediate, { title: 'Pill', body: 'Take it', type: 'medication', data }],
      [NotificationApiPath.schedule, { title: 'Pill', body: 'Take it', type: 'medication', data, scheduled }],
    ] as const) {
      const response = await alice.client.post<{ field: string; message: string }>(path, { body });
      expect([path, response.status, response.body.field]).toEqual([path, 400, 'type']);
      expect(response.body.message).toMatch(/^type: medication reminders come only from a medication schedule/);
    }
    const [{ count }] = await api.dataSource.query(
      `SELECT count(*)::int AS count FROM notifications WHERE user_id = $1`,
      [alice.userId],
    );
    expect(count).toBe(0);
  });

  it('never ties a snoozed reminder to another user’s medication, and answers alike for ids that do not exist', async () => {
    const alice = await signUp(api, 'snoozer');
    const bob = await signUp(api, 'victim');
    const bobsMedication = await medicationOf(bob.client);

    const pointingAtBob = await medicationNotification(alice.userId, { medicationId: bobsMedication });
    const pointingNowhere = await medicationNotification(alice.userId, { medicationId: 2_147_000_000 });
    const answers = [];
    for (const id of [pointingAtBob, pointingNowhere]) {
      const response = await alice.client.post<NotificationActionResponse>(withId(NotificationApiPath.actions, id), {
        body: { action: 'snooze' },
      });
      answers.push(response.status);
      expect(await snoozeSchedule(id)).toEqual([{ medication_id: null, user_id: alice.userId }]);
    }
    // The same answer whether the id is someone's or nobody's: nothing to learn about other users' ids.
    expect(answers).toEqual([200, 200]);
    const [bobs] = await api.dataSource.query(
      `SELECT count(*)::int AS count FROM reminder_schedules WHERE medication_id = $1`,
      [bobsMedication],
    );
    expect(bobs.count).toBe(1);
  });

  it('keeps the caller’s own medication on the snoozed reminder', async () => {
    const carol = await signUp(api, 'ownmed');
    const mine = await medicationOf(carol.client);
    const id = await medicationNotification(carol.userId, { medicationId: mine });
    const response = await carol.client.post<NotificationActionResponse>(withId(NotificationApiPath.actions, id), {
      body: { action: 'snooze' },
    });
    expect(response.status).toBe(200);
    expect(response.body.notification.actionTaken).toBe('snooze');
    expect(await snoozeSchedule(id)).toEqual([{ medication_id: mine, user_id: carol.userId }]);
  });

  it('records no action when the snooze cannot be written: one transaction', async () => {
    const dave = await signUp(api, 'atomic');
    const id = await medicationNotification(dave.userId, {});
    await api.dataSource.query(`
      CREATE FUNCTION refuse_schedule() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused for the test'; END $$;
      CREATE TRIGGER refuse_schedule BEFORE INSERT ON reminder_schedules FOR EACH ROW EXECUTE FUNCTION refuse_schedule();
    `);
    try {
      const failed = await dave.client.post(withId(NotificationApiPath.actions, id), { body: { action: 'snooze' } });
      expect(failed.status).toBe(500);
      const [row] = await api.dataSource.query(`SELECT action_taken FROM notifications WHERE id = $1`, [id]);
      expect(row.action_taken).toBeNull();
    } finally {
      await api.dataSource.query(`DROP TRIGGER refuse_schedule ON reminder_schedules; DROP FUNCTION refuse_schedule()`);
    }
    const retried = await dave.client.post<NotificationActionResponse>(withId(NotificationApiPath.actions, id), {
      body: { action: 'snooze' },
    });
    expect(retried.status).toBe(200);
    expect(retried.body.notification.actionTaken).toBe('snooze');
  });
});

/** Finding 5: free-form notification data is capped in depth and in bytes (not characters). */
describe('free-form notification data limits', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('answers 400 naming data for data nested too deep or too large in bytes, and stores nothing', async () => {
    const { client, userId } = await signUp(api, 'datacap');
    const deep = { a: { b: { c: { d: 1 } } } };
    // 400 three-byte characters: 400 characters of JSON text, 1,200 bytes.
    const wide = { note: '\u20ac'.repeat(400) };
    expect(JSON.stringify(wide).length).toBeLessThan(NOTIFICATION_DATA_MAX_BYTES);
    for (const data of [deep, wide]) {
      for (const path of [NotificationApiPath.sendImmediate, NotificationApiPath.schedule]) {
        const body = { title: 'Hi', body: 'There', type: 'mood_check', data, scheduled: new Date().toISOString() };
        if (path === NotificationApiPath.sendImmediate) delete (body as Partial<typeof body>).scheduled;
        const response = await client.post<{ field: string; message: string }>(path, { body });
        expect([path, response.status, response.body.field]).toEqual([path, 400, 'data']);
        expect(response.body.message).toMatch(/^data: data must be (nested at most 3 levels|at most 1024 bytes)/);
      }
    }
    const ok = await client.post(NotificationApiPath.sendImmediate, {
      body: { title: 'Hi', body: 'There', type: 'mood_check', data: { a: { b: { c: 1 } } } },
    });
    expect(ok.status).toBe(201);
    const [{ count }] = await api.dataSource.query(
      `SELECT count(*)::int AS count FROM notifications WHERE user_id = $1`,
      [userId],
    );
    expect(count).toBe(1);
  });
});
