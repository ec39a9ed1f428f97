// GET /api/insights for one person with a year of daily data (check-ins, health metrics, practice, answered
// medication reminders and monthly PCL-5 assessments), asked for one request at a time as the Insights tab
// does, then by 10 people's worth of requests at once. Goal: p99 at most 100 ms one at a time. The api keeps a
// person's computed insights until they change something, so a third run makes a check-in (not timed) before each
// request: every one of those is computed afresh from the year of data.
// `node tools/bench-insights.mjs [--no-build]`; `npm run bench` calls `run`.
import { performance } from 'node:perf_hooks';
import { jsonHeaders, percentile, registerBenchUser, row, runStandalone } from './bench-infra.mjs';
import { healthCsv, seedInsightsHistory } from './seed-insights-history.mjs';

const DAYS = 365;
const REQUESTS = Number(process.env.BENCH_INSIGHTS_REQUESTS ?? 300);
const CONCURRENCY = 10;
const WARM_UP = 20;
const P99_GOAL_MS = 100;

async function expectOk(response, what) {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

/** A person with a year of history: metrics through the CSV import, the rest through the seeding helper. */
async function personWithAYear(infra, base) {
  const token = await registerBenchUser(base, `insights_bench_${Date.now()}`);
  const auth = { Authorization: `Bearer ${token}` };
  const user = await (await expectOk(await fetch(`${base}/api/user`, { headers: auth }), 'user')).json();
  await expectOk(
    await fetch(`${base}/api/health-metrics/import`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'text/csv' },
      body: healthCsv(DAYS),
    }),
    'health CSV import',
  );
  const reminder = await (
    await expectOk(
      await fetch(`${base}/api/reminders/medication`, {
        method: 'POST',
        headers: { ...jsonHeaders, ...auth },
        body: JSON.stringify({ medicationName: 'Sertraline', time: '09:00', timeZone: 'UTC' }),
      }),
      'medication reminder',
    )
  ).json();
  await seedInsightsHistory({
    databaseUrl: infra.postgres.url,
    encryptionKey: infra.env().DATA_ENCRYPTION_KEY,
    userId: user.id,
    medication: { id: reminder.medicationId, scheduleId: reminder.schedule.id },
    days: DAYS,
  });
  return auth;
}

async function timed(url, auth, count, concurrency, before = async () => {}) {
  const timings = [];
  let next = 0;
  async function lane() {
    while (next < count) {
      next += 1;
      await before();
      const started = performance.now();
      const response = await expectOk(await fetch(url, { headers: auth }), 'GET /api/insights');
      await response.arrayBuffer();
      timings.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  return timings.sort((a, b) => a - b);
}

export async function run({ infra, api }) {
  const server = api ?? (await infra.startApi());
  try {
    const auth = await personWithAYear(infra, server.base);
    const url = `${server.base}/api/insights`;
    const body = await (await expectOk(await fetch(url, { headers: auth }), 'GET /api/insights')).json();
    if (body.charts.mood.length < 89 || body.charts.pcl5.length < 12 || body.charts.medications.length !== 1) {
      throw new Error('the seeded year did not reach the insights');
    }
    await timed(url, auth, WARM_UP, 1);
    const alone = await timed(url, auth, REQUESTS, 1);
    const crowded = await timed(url, auth, REQUESTS, CONCURRENCY);
    const checkIn = async () => {
      const body = JSON.stringify({ mood: 5 });
      const headers = { ...jsonHeaders, ...auth };
      await expectOk(await fetch(`${server.base}/api/mood-entries`, { method: 'POST', headers, body }), 'check-in');
    };
    const fresh = await timed(url, auth, REQUESTS, 1, checkIn);
    const ms = (timings, p) => percentile(timings, p).toFixed(1);
    const label = `GET /api/insights, a year of daily data, ${REQUESTS} requests`;
    return [
      row(
        'insights',
        `${label} one at a time: p50 / p99`,
        `${ms(alone, 50)} / ${ms(alone, 99)} ms`,
        `p99 ≤ ${P99_GOAL_MS} ms`,
        percentile(alone, 99) <= P99_GOAL_MS,
      ),
      row('insights', `${label}, ${CONCURRENCY} at a time: p50 / p99`, `${ms(crowded, 50)} / ${ms(crowded, 99)} ms`),
      row(
        'insights',
        `${label} one at a time, each after a check-in (computed afresh): p50 / p99`,
        `${ms(fresh, 50)} / ${ms(fresh, 99)} ms`,
        `p99 ≤ ${P99_GOAL_MS} ms`,
        percentile(fresh, 99) <= P99_GOAL_MS,
      ),
    ];
  } finally {
    if (!api) await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runStandalone('bench-insights', run);
}
