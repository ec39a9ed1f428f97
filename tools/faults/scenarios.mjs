// The faults, one function each, on one stack under one steady load. Each returns its figures and the checks
// that must hold (tools/faults.mjs prints them and fails on any that does not). The Redis faults share one
// reminder minute (daily reminders fire on whole minutes only): Redis is flushed, then stopped across that
// minute; the reminders planned before the flush must survive the flush, those planned after it the outage.
import { sleep, stopChild } from '../bench-infra.mjs';
import { phaseFigures, timeUntil } from './load.mjs';
import { awaitDeliveries, countDeliveries, planOneOffs, planReminders, untilTime } from './reminders.mjs';

const status = (base, path, token) =>
  fetch(`${base}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(5_000),
  }).then(
    async (response) => ({ status: response.status, body: await response.json().catch(() => null) }),
    () => ({ status: 0, body: null }),
  );

export const check = (name, ok, detail = '') => ({ name, ok: Boolean(ok), detail });
const serverErrors = (figures, allowed = []) =>
  figures.records.filter((r) => (r.status >= 500 || r.status === 0) && !allowed.includes(r.status)).length;

/** How long after the last delivery the suite keeps counting, so that a late second push is seen. */
const SETTLE_MS = 3_000;

/** PostgreSQL stopped for ~4 s under load, then started again on the same data. */
export async function postgresOutage({ stack, load, people }) {
  load.setPhase('postgres down');
  await stack.stopPostgres();
  await sleep(1_500);
  const live = await status(stack.base, '/api/health');
  const ready = await status(stack.base, '/api/health/ready');
  await sleep(2_000);
  load.setPhase('postgres back');
  await stack.startPostgres();
  const recoveryMs = await timeUntil(
    async () => (await status(stack.base, '/api/user', people[0].token)).status === 200,
    60_000,
  );
  await sleep(1_000);
  const down = phaseFigures(load.records, 'postgres down');
  const refusals = down.records.filter((r) => r.status === 503);
  const sentence = refusals.every((r) => typeof r.body?.message === 'string' && /try again/i.test(r.body.message));
  const retryAfter = refusals.every((r) => Number(r.retryAfter) > 0);
  const slowestRefusal = Math.max(0, ...refusals.map((r) => r.ms));
  return {
    fault: 'PostgreSQL stopped ~4 s',
    figures: down,
    recoveryMs,
    checks: [
      check(
        'requests answered 503 (none 500, none unanswered)',
        refusals.length > 0 && serverErrors(down, [503]) === 0,
        `${refusals.length} refused`,
      ),
      check('every 503 says so in a sentence, with Retry-After', sentence && retryAfter),
      check('503s answer within 2 s', slowestRefusal <= 2_000, `slowest ${slowestRefusal} ms`),
      check('liveness 200 while down', live.status === 200, `got ${live.status}`),
      check('readiness 503 naming the database', ready.status === 503 && ready.body?.checks?.database === 'down'),
      check('recovers without a restart', recoveryMs !== null, `${recoveryMs} ms after PostgreSQL started`),
    ],
  };
}

/** Where each notification's delivery job is in Redis, for a lost reminder's diagnosis. */
async function jobStates(stack, ids) {
  const key = (suffix) => `${stack.redisPrefix}:notification-delivery:${suffix}`;
  const states = [];
  for (const id of ids) {
    const job = `notification-${id}`;
    const found = await Promise.all([
      stack.redisCommand(`HGET ${key(job)} failedReason`),
      stack.redisCommand(`HGET ${key(job)} finishedOn`),
      stack.redisCommand(`ZSCORE ${key('delayed')} ${job}`),
      stack.redisCommand(`LPOS ${key('wait')} ${job}`),
      stack.redisCommand(`LPOS ${key('active')} ${job}`),
      stack.redisCommand(`EXISTS ${key(job)}`),
    ]).catch((error) => [error.message]);
    states.push(
      `${job}[failed ${found[0]} finished ${found[1]} delayed ${found[2]} wait ${found[3]} active ${found[4]} exists ${found[5]}]`,
    );
  }
  return states.join(' ').replace(/\r\n/g, '/');
}

/** Seconds before the reminder minute the Redis faults begin (planning, flush, rebuild, planning again). */
export const REDIS_FAULTS_LEAD_MS = 24_000;

/** Both plans delivered (or the deadline), then counted again after a pause that would reveal a second push. */
export async function settle(stack, push, plans) {
  const deadline = Date.now() + 90_000;
  const first = await Promise.all(plans.map((plan) => awaitDeliveries(stack.ownerUrl(), plan, push, deadline)));
  const deliveredAt = Date.now();
  await sleep(SETTLE_MS);
  const settled = await Promise.all(plans.map((plan) => countDeliveries(stack.ownerUrl(), plan, push)));
  return { first, settled, deliveredAt };
}

/** The reminders lost and sent twice: none may be missing at the first count or after the pause. */
export const deliveryChecks = (first, settled) => [
  check(
    'no reminder lost',
    first.lost === 0 && settled.lost === 0,
    `${settled.sent}/${settled.expected} sent${settled.lost ? `; ${settled.statuses.join(' ')}` : ''}`,
  ),
  check('no reminder sent twice', settled.duplicated === 0),
];

/** Plans reminders for the flush, flushes Redis, waits for the workers' rebuild, and plans the outage's set. */
export async function flushAndPlan({ stack, load, flushPeople, outagePeople, dueAt }) {
  const flushPlan = await planReminders(stack.base, flushPeople, dueAt, 'redis-flushed');
  load?.setPhase('redis flushed');
  const flushed = Date.now();
  await stack.flushRedis();
  const rebuiltMs = await timeUntil(
    async () => (await stack.redisCommand(`EXISTS ${stack.redisPrefix}:reminders:declared`)) === ':1',
    30_000,
  );
  const outagePlan = await planReminders(stack.base, outagePeople, dueAt, 'redis-down');
  return { flushPlan, outagePlan, flushed, rebuiltMs, plannedBeforeStop: Date.now() < dueAt.getTime() - 4_000 };
}

/** Redis stopped from 4 s before the minute to 6 s after it (its append-only file keeps the data). */
async function stopAcrossMinute({ stack, load, dueAt }) {
  await untilTime(new Date(dueAt.getTime() - 4_000));
  load.setPhase('redis down');
  await stack.stopRedis();
  await sleep(1_500);
  const ready = await status(stack.base, '/api/health/ready');
  await untilTime(new Date(dueAt.getTime() + 6_000));
  load.setPhase('redis back');
  await stack.startRedis();
  const restarted = Date.now();
  const readyMs = await timeUntil(async () => (await status(stack.base, '/api/health/ready')).status === 200, 60_000);
  return { ready, readyMs, restarted };
}

/**
 * Redis flushed (FLUSHALL) ~20 s before daily reminders and one-offs are due: the workers' watcher rebuilds the
 * schedulers and pending deliveries from PostgreSQL. Then a second set is planned and Redis is stopped across
 * the minute and started again. Each set must arrive once.
 */
export async function redisFaults(context) {
  const { stack, load, push, dueAt } = context;
  await untilTime(new Date(dueAt.getTime() - REDIS_FAULTS_LEAD_MS));
  const { flushPlan, outagePlan, flushed, rebuiltMs, plannedBeforeStop } = await flushAndPlan(context);
  const { ready, readyMs, restarted } = await stopAcrossMinute(context);
  const { first, settled, deliveredAt } = await settle(stack, push, [flushPlan, outagePlan]);
  const flushFigures = phaseFigures(load.records, 'redis flushed');
  const down = phaseFigures(load.records, 'redis down');
  const reads = down.records.filter((r) => r.op === 'read');
  return [
    {
      fault: 'Redis flushed ~20 s before reminders',
      figures: flushFigures,
      recoveryMs: rebuiltMs,
      reminders: settled[0],
      checks: [
        check('no 5xx after the flush', serverErrors(flushFigures) === 0),
        check('schedules rebuilt without a restart', rebuiltMs !== null, `${rebuiltMs} ms after FLUSHALL`),
        ...deliveryChecks(first[0], settled[0]),
        check('flush happened before the reminders', flushed < dueAt.getTime() - 5_000),
      ],
    },
    {
      fault: 'Redis stopped ~10 s across a reminder minute',
      figures: down,
      recoveryMs: deliveredAt - restarted,
      reminders: settled[1],
      checks: [
        check('reminders planned before Redis stopped', plannedBeforeStop),
        check('reads served while Redis is down', reads.length > 0 && reads.every((r) => r.status === 200)),
        check('no 5xx while Redis is down', serverErrors(down) === 0),
        check('readiness 503 naming redis', ready.status === 503 && ready.body?.checks?.redis === 'down'),
        check('ready again after restart', readyMs !== null, `${readyMs} ms`),
        ...deliveryChecks(first[1], settled[1]),
      ],
    },
  ];
}

/**
 * A worker SIGKILLed while its deliveries wait on the push service (which holds them 8 s, under the sender's
 * 10 s timeout). The other worker is stopped first (SIGTERM, finishing its jobs), so that the one killed surely
 * holds the due deliveries; two replacements start while they are held (a worker takes seconds to start on a
 * loaded machine, and a running one never takes another's active job). The workers run with a short lock
 * (WORKER_LOCK_MS): the killed one's jobs return within seconds, not BullMQ's 30 s.
 */
export async function workerKilled({ stack, load, killPeople, push, workers }) {
  while (workers.length > 1) await stopChild(workers.pop());
  push.state.delayMs = 8_000;
  const plan = await planOneOffs(stack.base, killPeople, new Date(Date.now() + 1_500), 'worker-killed');
  load.setPhase('worker killed');
  const midJob = await timeUntil(async () => push.inFlight() >= 3, 30_000);
  const held = Date.now();
  const replacements = Promise.all([stack.startWorker(), stack.startWorker()]);
  await Promise.race([replacements.catch(() => undefined), sleep(5_000)]);
  const victim = workers.shift();
  const abortedBefore = push.aborted();
  const heldFor = Date.now() - held;
  victim.kill('SIGKILL');
  const killed = Date.now();
  await timeUntil(async () => push.aborted() > abortedBefore, 3_000);
  const cut = push.aborted() - abortedBefore;
  push.state.delayMs = 0;
  workers.push(...(await replacements));
  const { first, settled, deliveredAt } = await settle(stack, push, [plan]);
  const figures = phaseFigures(load.records, 'worker killed');
  const jobs = settled[0].lost ? await jobStates(stack, plan.oneOffIds) : '';
  return {
    fault: 'Worker SIGKILLed mid-delivery',
    figures,
    recoveryMs: deliveredAt - killed,
    reminders: settled[0],
    checks: [
      check(
        'killed while its pushes were in flight',
        midJob !== null && cut > 0,
        `${cut} push(es) cut off ${heldFor} ms into the hold`,
      ),
      ...(jobs ? [check('(diagnosis) delivery jobs in Redis', true, jobs)] : []),
      check('no 5xx from the API', serverErrors(figures) === 0),
      ...deliveryChecks(first[0], settled[0]),
    ],
  };
}
