// The faults, one function each, run one after another on one stack under one steady load. Each returns its
// figures and the checks that must hold (tools/faults.mjs prints them and fails on any that does not).
import { sleep, stopChild } from '../bench-infra.mjs';
import { phaseFigures, timeUntil } from './load.mjs';
import { awaitDeliveries, countDeliveries, nextMinute, planReminders, untilTime } from './reminders.mjs';

const status = (base, path, token) =>
  fetch(`${base}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(5_000),
  }).then(
    async (response) => ({ status: response.status, body: await response.json().catch(() => null) }),
    () => ({ status: 0, body: null }),
  );

const check = (name, ok, detail = '') => ({ name, ok: Boolean(ok), detail });
const serverErrors = (figures, allowed = []) =>
  figures.records.filter((r) => (r.status >= 500 || r.status === 0) && !allowed.includes(r.status)).length;

/** PostgreSQL stopped for ~8 s under load, then started again on the same data. */
export async function postgresOutage({ stack, load, people }) {
  load.setPhase('postgres down');
  await stack.stopPostgres();
  await sleep(2_000);
  const live = await status(stack.base, '/api/health');
  const ready = await status(stack.base, '/api/health/ready');
  await sleep(6_000);
  load.setPhase('postgres back');
  await stack.startPostgres();
  const recoveryMs = await timeUntil(
    async () => (await status(stack.base, '/api/user', people[0].token)).status === 200,
    60_000,
  );
  await sleep(3_000);
  const down = phaseFigures(load.records, 'postgres down');
  const refusals = down.records.filter((r) => r.status === 503);
  const sentence = refusals.every((r) => typeof r.body?.message === 'string' && /try again/i.test(r.body.message));
  const slowestRefusal = Math.max(0, ...refusals.map((r) => r.ms));
  return {
    fault: 'PostgreSQL stopped ~8 s',
    figures: down,
    recoveryMs,
    checks: [
      check(
        'requests answered 503 (none 500, none unanswered)',
        refusals.length > 0 && serverErrors(down, [503]) === 0,
      ),
      check('every 503 says so in a sentence', sentence),
      check('503s answer within 2 s', slowestRefusal <= 2_000, `slowest ${slowestRefusal} ms`),
      check('liveness 200 while down', live.status === 200, `got ${live.status}`),
      check('readiness 503 naming the database', ready.status === 503 && ready.body?.checks?.database === 'down'),
      check('recovers without a restart', recoveryMs !== null, `${recoveryMs} ms after PostgreSQL started`),
    ],
  };
}

/** Redis stopped across a reminder's minute, then started again (its append-only file keeps the data). */
export async function redisOutage({ stack, load, reminderPeople, push }) {
  const plan = await planReminders(stack.base, reminderPeople, nextMinute(25_000), 'redis-down');
  await untilTime(new Date(plan.dueAt.getTime() - 8_000));
  load.setPhase('redis down');
  await stack.stopRedis();
  await sleep(2_000);
  const ready = await status(stack.base, '/api/health/ready');
  await untilTime(new Date(plan.dueAt.getTime() + 12_000));
  load.setPhase('redis back');
  await stack.startRedis();
  const restarted = Date.now();
  const readyMs = await timeUntil(async () => (await status(stack.base, '/api/health/ready')).status === 200, 60_000);
  const counts = await awaitDeliveries(stack.ownerUrl(), plan, push, Date.now() + 120_000);
  const recoveryMs = Date.now() - restarted;
  const down = phaseFigures(load.records, 'redis down');
  const reads = down.records.filter((r) => r.op === 'read');
  return {
    fault: 'Redis stopped ~20 s across a reminder minute',
    figures: down,
    recoveryMs,
    reminders: counts,
    checks: [
      check('reads served while Redis is down', reads.length > 0 && reads.every((r) => r.status === 200)),
      check('no 5xx while Redis is down', serverErrors(down) === 0),
      check('readiness 503 naming redis', ready.status === 503 && ready.body?.checks?.redis === 'down'),
      check('ready again after restart', readyMs !== null, `${readyMs} ms`),
      check('no reminder lost', counts.lost === 0, `${counts.sent}/${counts.expected} sent`),
      check('no reminder sent twice', counts.duplicated === 0),
    ],
  };
}

/** Redis flushed (FLUSHALL) half a minute before reminders are due: the worker's watcher rebuilds from PostgreSQL. */
export async function redisFlush({ stack, load, reminderPeople, push }) {
  const plan = await planReminders(stack.base, reminderPeople, nextMinute(40_000), 'redis-flushed');
  await untilTime(new Date(plan.dueAt.getTime() - 30_000));
  load.setPhase('redis flushed');
  const flushed = Date.now();
  await stack.flushRedis();
  const rebuiltMs = await timeUntil(
    async () => (await stack.redisCommand('EXISTS anchor:reminders:declared')) === ':1',
    60_000,
  );
  const counts = await awaitDeliveries(stack.ownerUrl(), plan, push, plan.dueAt.getTime() + 120_000);
  await sleep(3_000);
  const settled = await countDeliveries(stack.ownerUrl(), plan, push);
  const figures = phaseFigures(load.records, 'redis flushed');
  return {
    fault: 'Redis flushed 30 s before reminders',
    figures,
    recoveryMs: rebuiltMs,
    reminders: settled,
    checks: [
      check('no 5xx after the flush', serverErrors(figures) === 0),
      check('schedules rebuilt without a restart', rebuiltMs !== null, `${rebuiltMs} ms after FLUSHALL`),
      check('no reminder lost', counts.lost === 0 && settled.lost === 0, `${settled.sent}/${settled.expected} sent`),
      check('no reminder sent twice', settled.duplicated === 0),
      check('flush happened before the reminders', flushed < plan.dueAt.getTime()),
    ],
  };
}

/**
 * A worker SIGKILLed while its deliveries wait on the push service; a new worker is started. The others are
 * stopped first (SIGTERM, finishing their jobs), so that the one killed surely holds the due deliveries.
 */
export async function workerKilled({ stack, load, reminderPeople, push, workers }) {
  while (workers.length > 1) await stopChild(workers.pop());
  const plan = await planReminders(stack.base, reminderPeople, nextMinute(20_000), 'worker-killed');
  push.state.delayMs = 3_000;
  await untilTime(plan.dueAt);
  load.setPhase('worker killed');
  const midJob = await timeUntil(async () => push.inFlight() >= 3, 30_000);
  const victim = workers.shift();
  const abortedBefore = push.aborted();
  victim.kill('SIGKILL');
  const killed = Date.now();
  await sleep(500);
  const cut = push.aborted() - abortedBefore;
  push.state.delayMs = 0;
  workers.push(await stack.startWorker());
  const counts = await awaitDeliveries(stack.ownerUrl(), plan, push, Date.now() + 150_000);
  const recoveryMs = Date.now() - killed;
  await sleep(5_000);
  const settled = await countDeliveries(stack.ownerUrl(), plan, push);
  const figures = phaseFigures(load.records, 'worker killed');
  return {
    fault: 'Worker SIGKILLed mid-delivery',
    figures,
    recoveryMs,
    reminders: settled,
    checks: [
      check('killed while its pushes were in flight', midJob !== null && cut > 0, `${cut} push(es) cut off`),
      check('no 5xx from the API', serverErrors(figures) === 0),
      check('no reminder lost', counts.lost === 0 && settled.lost === 0, `${settled.sent}/${settled.expected} sent`),
      check('no reminder sent twice', settled.duplicated === 0),
    ],
  };
}
