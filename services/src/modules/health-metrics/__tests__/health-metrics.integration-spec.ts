import {
  HEALTH_CSV_MAX_ROWS,
  HEALTH_METRICS_MAX_STORED_ROWS,
  HealthMetricsApiPath,
  type HealthCsvImportError,
  type HealthCsvImportReport,
  type HealthMetric,
} from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

function uploadCsv<T>(client: HttpClient, csv: string) {
  return client.post<T>(HealthMetricsApiPath.import, { rawBody: csv, headers: { 'Content-Type': 'text/csv' } });
}

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

describe('health metrics', () => {
  let t: TestApp;
  let a: HttpClient;
  let b: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'metrics-a')).client;
    b = (await signUp(t, 'metrics-b')).client;
  });
  afterAll(() => t.close());

  async function storedRows(client: HttpClient): Promise<HealthMetric[]> {
    return (await client.get<HealthMetric[]>(`${HealthMetricsApiPath.metrics}?days=365`)).body;
  }

  it('stores a manual entry for today and lists it, marked manual', async () => {
    const res = await a.post<HealthMetric>(HealthMetricsApiPath.metrics, {
      body: { sleepHours: 7, sleepQuality: 6, steps: 8000, exerciseMinutes: 30, waterIntake: 1500, heartRate: 62 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ sleepHours: 7, steps: 8000, heartRate: 62, source: 'manual', date: daysAgo(0) });
    expect((await storedRows(a)).map((row) => row.id)).toEqual([res.body.id]);
  });

  it.each([
    ['sleep hours over 24', { sleepHours: 25 }, 'sleepHours'],
    ['fractional steps', { steps: 10.5 }, 'steps'],
    ['a text heart rate', { heartRate: 'fast' }, 'heartRate'],
    ['sleep quality 0', { sleepQuality: 0 }, 'sleepQuality'],
    ['negative water', { waterIntake: -1 }, 'waterIntake'],
    ['no metric at all', {}, 'sleepHours'],
    ['an impossible date', { steps: 10, date: '2026-02-30' }, 'date'],
    ['a future date', { steps: 10, date: daysAgo(-3) }, 'date'],
    ['an unknown field', { steps: 10, mood: 5 }, 'mood'],
  ])('rejects %s with 400 naming the field', async (_case, body, field) => {
    const res = await a.post<{ field: string; message: string }>(HealthMetricsApiPath.metrics, { body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toMatch(new RegExp(`^${field}: `));
  });

  it('imports a good CSV file, every row marked as imported', async () => {
    const csv = [
      'date,sleep_hours,sleep_quality,steps,exercise_minutes,water_ml,resting_heart_rate',
      `${daysAgo(10)},7,6,9000,20,2000,60`,
      '',
      `${daysAgo(9)},6,,4000,,,`,
    ].join('\n');
    const res = await uploadCsv<HealthCsvImportReport>(b, csv);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ imported: 2, updated: 0, rejected: [] });
    const rows = await storedRows(b);
    expect(rows.map((row) => [row.date, row.sleepHours, row.steps, row.sleepQuality, row.source])).toEqual([
      [daysAgo(9), 6, 4000, null, 'csv_import'],
      [daysAgo(10), 7, 9000, 6, 'csv_import'],
    ]);
  });

  it('updates the days of a re-imported file instead of adding them again, and says how many', async () => {
    const { client } = await signUp(t, 'metrics-reimport');
    const csv = ['date,steps,sleep_hours', `${daysAgo(3)},3000,7`, `${daysAgo(2)},4000,`].join('\n');
    expect((await uploadCsv<HealthCsvImportReport>(client, csv)).body).toEqual({
      imported: 2,
      updated: 0,
      rejected: [],
    });
    const corrected = ['date,steps,sleep_hours', `${daysAgo(3)},3500,`, `${daysAgo(2)},4000,6`].join('\n');
    expect((await uploadCsv<HealthCsvImportReport>(client, corrected)).body).toEqual({
      imported: 0,
      updated: 2,
      rejected: [],
    });
    const rows = await storedRows(client);
    expect(rows.map((row) => [row.date, row.steps, row.sleepHours])).toEqual([
      [daysAgo(2), 4000, 6],
      [daysAgo(3), 3500, 7],
    ]);
  });

  it('keeps one manual row per day, a second entry adding to the first', async () => {
    const { client } = await signUp(t, 'metrics-twice');
    await client.post(HealthMetricsApiPath.metrics, { body: { sleepHours: 6 } });
    const second = await client.post<HealthMetric>(HealthMetricsApiPath.metrics, { body: { steps: 9000 } });
    expect(second.body).toMatchObject({ sleepHours: 6, steps: 9000, source: 'manual' });
    expect((await storedRows(client)).map((row) => row.id)).toEqual([second.body.id]);
  });

  it('refuses new days past the per-person limit with a sentence, saving nothing, and still updates stored days', async () => {
    const { client, userId } = await signUp(t, 'metrics-full');
    await t.dataSource.query(
      `INSERT INTO health_metrics (user_id, recorded_on, source, steps)
       SELECT $1, DATE '1900-01-01' + n, 'csv_import', 100 FROM generate_series(1, $2) AS n`,
      [userId, HEALTH_METRICS_MAX_STORED_ROWS],
    );
    const message = (field: string) =>
      `${field}: Anchor keeps up to 14,640 days of health metrics for each person, and this would go past that. Nothing was saved.`;
    const imported = await uploadCsv<{ field: string; message: string }>(client, `date,steps\n${daysAgo(1)},5`);
    expect(imported).toMatchObject({ status: 400, body: { field: 'file', message: message('file') } });
    const typed = await client.post(HealthMetricsApiPath.metrics, { body: { steps: 5 } });
    expect(typed).toMatchObject({ status: 400, body: { field: 'date', message: message('date') } });
    expect(await storedRows(client)).toEqual([]);
    const update = await uploadCsv<HealthCsvImportReport>(client, 'date,steps\n1900-01-02,200');
    expect(update.body).toEqual({ imported: 0, updated: 1, rejected: [] });
  });

  it('stores nothing from a mixed file and names each rejected row, its column and why', async () => {
    const before = await storedRows(b);
    const csv = [
      'date,sleep_hours,steps',
      `${daysAgo(5)},8,5000`,
      `${daysAgo(4)},30,5000`,
      `yesterday,7,100`,
      `${daysAgo(3)},,`,
      `${daysAgo(5)},7,10`,
      '2099-01-01,7,10',
    ].join('\n');
    const res = await uploadCsv<HealthCsvImportError>(b, csv);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('file');
    expect(res.body.message).toBe(
      'file: Nothing was imported: 5 rows have problems. Fix them and import the file again.',
    );
    expect(res.body.rejected).toEqual([
      { line: 3, column: 'sleep_hours', reason: 'Line 3: sleep_hours: must be a whole number from 0 to 24 (hours).' },
      { line: 4, column: 'date', reason: 'Line 4: date: must be a date written YYYY-MM-DD.' },
      { line: 5, column: null, reason: 'Line 5: has a date but no values.' },
      { line: 6, column: 'date', reason: `Line 6: date: ${daysAgo(5)} is already on line 2.` },
      { line: 7, column: 'date', reason: 'Line 7: date: 2099-01-01 is in the future.' },
    ]);
    expect(await storedRows(b)).toEqual(before);
  });

  it.each([
    ['a header without date first', 'steps,date\n100,2026-01-01', 'The first column must be "date" (YYYY-MM-DD).'],
    ['an unknown column', 'date,mood\n2026-01-01,5', 'Unknown column "mood"'],
    ['a repeated column', 'date,steps,Steps\n2026-01-01,5,6', 'The column "steps" appears more than once.'],
    ['an empty file', '', 'The file is empty'],
    ['a header only', 'date,steps\n', 'The file has a header but no rows to import.'],
    ['broken quoting', 'date,steps\n"2026-01-01,5', 'The file is not valid CSV'],
  ])('rejects %s as a whole, storing nothing', async (_case, csv, message) => {
    const before = await storedRows(b);
    const res = await uploadCsv<{ field: string; message: string }>(b, csv);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('file');
    expect(res.body.message).toContain(message);
    expect(await storedRows(b)).toEqual(before);
  });

  it('refuses a header repeating a column 100,000 times by its first repeat, before reading any row', async () => {
    const before = await storedRows(b);
    const header = ['date', ...Array.from({ length: 100_000 }, () => 'steps')].join(',');
    // Rows that are not even valid CSV: had they been parsed before the header was checked, the answer would say so.
    const rows = Array.from({ length: 200 }, (_, index) => `${daysAgo(index + 1)},"5`).join('\n');
    const res = await uploadCsv<{ field: string; message: string }>(b, `${header}\n${rows}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      field: 'file',
      message: 'file: The column "steps" appears more than once. Name each column only once.',
    });
    expect(await storedRows(b)).toEqual(before);
  });

  it('refuses more than 10,000 rows and more than 5 MB with the limit in the message', async () => {
    const rows = Array.from({ length: HEALTH_CSV_MAX_ROWS + 1 }, () => `${daysAgo(1)},5`);
    const tooMany = await uploadCsv<{ message: string }>(b, ['date,steps', ...rows].join('\n'));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(
      'file: The file has 10,001 rows; up to 10,000 can be imported at once. Split it into smaller files.',
    );
    const tooBig = await uploadCsv<{ message: string }>(b, `date,steps\n${'#'.repeat(5 * 1024 * 1024)}`);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(
      'file: The file is larger than 5 MB. Split it into smaller files and import each one.',
    );
  });

  it('never lists another user’s metrics', async () => {
    const seenByA = await storedRows(a);
    expect(seenByA.every((row) => row.source === 'manual')).toBe(true);
    expect(seenByA).toHaveLength(1);
  });
});
