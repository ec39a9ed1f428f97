import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { HealthMetricOneRowPerDay1798240000000 } from '../../../database/migrations/1798240000000-health-metric-one-row-per-day';

describe('the migration to one health-metrics row per day and source', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('merges each day’s duplicates into its newest row, each value the newest given, and keeps other sources', async () => {
    const { userId } = await signUp(t, 'duplicated-days');
    const runner = t.dataSource.createQueryRunner();
    // The schema as it was before the migration: duplicates were allowed.
    await runner.query(`DROP INDEX "health_metrics_user_day_source_key"`);
    await runner.query(`CREATE INDEX "health_metrics_user_day_idx" ON "health_metrics" ("user_id", "recorded_on")`);
    const insert = (source: string, at: string, sleep: number | null, steps: number | null) =>
      runner.query(
        `INSERT INTO health_metrics (user_id, recorded_on, source, recorded_at, sleep_hours, steps)
         VALUES ($1, '2026-03-01', $2, $3, $4, $5) RETURNING id`,
        [userId, source, at, sleep, steps],
      );
    await insert('manual', '2026-03-01T08:00:00Z', 6, 100);
    const [newest] = await insert('manual', '2026-03-01T20:00:00Z', null, 200);
    await insert('manual', '2026-03-01T12:00:00Z', 7, null);
    const [imported] = await insert('csv_import', '2026-03-02T09:00:00Z', 5, 50);

    await new HealthMetricOneRowPerDay1798240000000().up(runner);
    const rows = await runner.query(
      `SELECT id, source, sleep_hours, steps FROM health_metrics WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
    await runner.release();
    expect(rows).toEqual([
      { id: newest.id, source: 'manual', sleep_hours: 7, steps: 200 },
      { id: imported.id, source: 'csv_import', sleep_hours: 5, steps: 50 },
    ]);
  });
});
