// `node tools/bench-reminders.mjs` (also run by `npm run bench`): 10,000 daily reminders due in the same
// minute, delivered by the built worker (services/dist/worker.js) against real PostgreSQL and Redis on free
// ports, each by in-app delivery AND Web Push (encrypted, VAPID-signed) to a local stand-in push service.
// Reports delivery lateness (push accepted and in-app marked sent, minus the reminder's time) and the
// lost and duplicated counts, which must both be 0.
import { spawn } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { startBenchInfra } from './bench-infra.mjs';
import { repoRoot } from './ensure-install.mjs';

const REMINDERS = Number(process.env.BENCH_REMINDERS ?? 10_000);
/** The worker needs a few seconds to declare every scheduler before the shared minute starts. */
const MIN_LEAD_MS = 35_000;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A push service stand-in: counts pushes per Topic (the worker sets Topic = n<notification id>). */
async function startPushStandIn() {
  const byTopic = new Map();
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const topic = request.headers.topic ?? '?';
      byTopic.set(topic, (byTopic.get(topic) ?? 0) + 1);
      response.writeHead(201).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { byTopic, url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((r) => server.close(r)) };
}

async function seed(databaseUrl, pushUrl, dueAt) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const p256dh = ecdh.getPublicKey().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  const localTime = dueAt.toISOString().slice(11, 16);
  await client.query(
    `INSERT INTO users (username, username_canonical, password)
       SELECT 'bench_' || i, 'bench_' || i, 'not-a-login' FROM generate_series(1, $1) i`,
    [REMINDERS],
  );
  await client.query(
    `INSERT INTO reminder_schedules (user_id, kind, local_time, time_zone, effective_from)
       SELECT id, 'mood_check', $1, 'UTC', now() FROM users WHERE username LIKE 'bench\\_%'`,
    [localTime],
  );
  await client.query(
    `INSERT INTO push_subscriptions (user_id, kind, endpoint, p256dh, auth)
       SELECT id, 'web', $1 || '/push/' || id, $2, $3 FROM users WHERE username LIKE 'bench\\_%'`,
    [pushUrl, p256dh, auth],
  );
  return client;
}

async function waitForDelivery(client, deadline) {
  for (;;) {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM notifications WHERE status <> 'pending'`);
    if (rows[0].n >= REMINDERS || Date.now() > deadline) return rows[0].n;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function report(client, byTopic) {
  const { rows } = await client.query(
    `SELECT extract(epoch FROM (sent_at - scheduled_for)) * 1000 AS late FROM notifications WHERE status = 'sent'`,
  );
  const lateness = rows.map((row) => Number(row.late)).sort((a, b) => a - b);
  // Where the time goes: from the reminder's time to its row being written (scheduler firing, materialize).
  const written = await client.query(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM (created_at - scheduled_for))) AS p50,
            max(extract(epoch FROM (created_at - scheduled_for))) AS max FROM notifications`,
  );
  const lost = await client.query(
    `SELECT count(*)::int AS n FROM reminder_schedules s
      WHERE NOT EXISTS (SELECT 1 FROM notifications n WHERE n.schedule_id = s.id AND n.status = 'sent')`,
  );
  const extraRows = await client.query(
    `SELECT (count(*) - count(DISTINCT schedule_id))::int AS n FROM notifications WHERE schedule_id IS NOT NULL`,
  );
  const duplicatePushes = [...byTopic.values()].reduce((sum, count) => sum + (count - 1), 0);
  const lostPushes = REMINDERS - byTopic.size;
  console.log(`\n${REMINDERS} reminders due at the same minute, in-app + Web Push to a local stand-in push service`);
  console.log(
    `lateness  p50 ${(percentile(lateness, 50) / 1000).toFixed(2)} s  p99 ${(percentile(lateness, 99) / 1000).toFixed(2)} s  max ${(lateness.at(-1) / 1000).toFixed(2)} s`,
  );
  console.log(
    `written   p50 ${Number(written.rows[0].p50).toFixed(2)} s  max ${Number(written.rows[0].max).toFixed(2)} s after the reminder's time`,
  );
  console.log(`in-app    lost ${lost.rows[0].n}  duplicated ${extraRows.rows[0].n}`);
  console.log(`push      lost ${lostPushes}  duplicated ${duplicatePushes}`);
  return lost.rows[0].n + extraRows.rows[0].n + lostPushes + duplicatePushes === 0;
}

/** SIGTERM, then SIGKILL after 5 s: the bench must not leave a worker behind. */
async function stopChild(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

async function main() {
  const infra = await startBenchInfra('bench-reminders', { build: !process.argv.includes('--no-build') });
  const { postgres, redis } = infra;
  const push = await startPushStandIn();
  // development: the fixed development VAPID pair; the stand-in push service is the one allowed local endpoint.
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    PUSH_STAND_IN_ORIGIN: new URL(push.url).origin,
  };
  let worker;
  let client;
  try {
    infra.migrate(env);
    const dueAt = new Date(Math.ceil((Date.now() + MIN_LEAD_MS) / 60_000) * 60_000);
    client = await seed(postgres.url, push.url, dueAt);
    console.log(`seeded ${REMINDERS} schedules due at ${dueAt.toISOString()}; starting the worker`);
    const nodeArgs = process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    worker = spawn(process.execPath, [...nodeArgs, 'services/dist/worker.js'], {
      cwd: repoRoot,
      env,
      stdio: 'inherit',
    });
    const delivered = await waitForDelivery(client, dueAt.getTime() + 90_000);
    console.log(`${delivered} of ${REMINDERS} delivered`);
    const clean = await report(client, push.byTopic);
    if (!clean) process.exitCode = 1;
  } finally {
    await stopChild(worker);
    await client?.end();
    await push.stop();
    await infra.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
