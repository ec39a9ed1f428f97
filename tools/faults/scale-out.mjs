// Past one machine: the API and the worker hold no state of their own, PostgreSQL and Redis carry it. A second
// stack (its own PostgreSQL, a 3-primary Redis Cluster, two APIs behind a round-robin proxy, two workers) runs
// beside the fault suite's: a session opened on one API is used and ended on the other, the CSRF check holds on
// both, the sign-in limit counts across them, one's insights cache drops what the other's write changed, a
// provider's live updates held by one hear of a patient's change made through the other (scale-out-events.mjs), and
// daily reminders arrive exactly once with two workers on the cluster, also after the cluster is wiped.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUpPeople } from './load.mjs';
import { ask } from './proxy.mjs';
import { providerEventsAcross } from './scale-out-events.mjs';
import { startPushStandIn } from './push-stand-in.mjs';
import { nextMinute, subscribeToPush, untilTime } from './reminders.mjs';
import { check, deliveryChecks, flushAndPlan, REDIS_FAULTS_LEAD_MS, settle } from './scenarios.mjs';
import { startStack } from './stack.mjs';

/** Sign-in attempts one client address may make in 15 minutes, on this stack (RATE_LIMIT_LOGIN_PER_IP). */
const LOGIN_LIMIT = 6;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** Signed in on API 0 (a browser's cookie), used on API 1, signed out on API 1, refused on API 0. */
async function sessionAcross(base) {
  const username = 'scale_session';
  const password = `${username}-password-1`;
  await ask(base, '/api/register', {
    instance: 0,
    method: 'POST',
    headers: XHR,
    body: { username, password, firstName: 'S', lastName: 'O' },
  });
  const login = await ask(base, '/api/login', {
    instance: 0,
    method: 'POST',
    headers: XHR,
    body: { username, password },
  });
  const used = await ask(base, '/api/user', { instance: 1, cookie: login.cookie });
  return { username, cookie: login.cookie, login, used };
}

/** API 0 keeps the insights it computed; a mood entry written through API 1 makes API 0 compute them afresh. */
async function insightsAcross(base, cookie) {
  const first = await ask(base, '/api/insights', { instance: 0, cookie });
  const again = await ask(base, '/api/insights', { instance: 0, cookie });
  const write = await ask(base, '/api/mood-entries', {
    instance: 1,
    method: 'POST',
    cookie,
    headers: XHR,
    body: { mood: 3 },
  });
  const after = await ask(base, '/api/insights', { instance: 0, cookie });
  const moods = (answer) => answer.body?.charts?.mood?.map((point) => point.mood) ?? [];
  return [
    check(
      'insights kept by API 0 between two reads',
      first.status === 200 && again.body?.generatedAt === first.body?.generatedAt,
    ),
    check(
      "a mood entry written through API 1 shows in API 0's next insights",
      write.status === 201 && after.body?.generatedAt !== first.body?.generatedAt && moods(after).includes(3),
      `mood points before ${JSON.stringify(moods(first))}, after ${JSON.stringify(moods(after))}`,
    ),
  ];
}

/** Wrong passwords (each for a new username) through the proxy in turn until refused: the count is shared. */
async function loginLimitAcross(base, attemptsBefore) {
  const answers = [];
  for (let i = 0; i < LOGIN_LIMIT * 2; i += 1) {
    const body = { username: `scale_nobody_${i}`, password: 'not-the-password-1' };
    const answer = await ask(base, '/api/login', { method: 'POST', headers: XHR, body });
    answers.push(answer);
    if (answer.status === 429) break;
  }
  const refusedAt = answers.findIndex((answer) => answer.status === 429) + 1 + attemptsBefore;
  const servedBy = new Set(answers.map((answer) => answer.servedBy));
  return check(
    `sign-in limit (${LOGIN_LIMIT} per address) counts across both APIs`,
    refusedAt === LOGIN_LIMIT + 1 && servedBy.size === 2,
    `attempt ${refusedAt} refused (${answers.map((a) => `${a.status}@${a.servedBy}`).join(' ')})`,
  );
}

function clusterState(ports) {
  const infos = ports.map((port) => String(spawnSync('redis-cli', ['-p', String(port), 'cluster', 'info']).stdout));
  return infos.map((info) => `${/cluster_state:(\w+)/.exec(info)?.[1]}/${/cluster_size:(\d+)/.exec(info)?.[1]}`);
}

/** Sessions, CSRF, the sign-in limit and the insights cache across the two APIs. */
async function acrossInstances(stack) {
  const { base } = stack;
  const ready = await Promise.all([0, 1].map((instance) => ask(base, '/api/health/ready', { instance })));
  const session = await sessionAcross(base);
  const { cookie } = session;
  const insights = await insightsAcross(base, cookie);
  const forged = await ask(base, '/api/mood-entries', { instance: 1, method: 'POST', cookie, body: { mood: 5 } });
  const out = await ask(base, '/api/logout', { instance: 1, method: 'POST', cookie, headers: XHR });
  const afterOut = await ask(base, '/api/user', { instance: 0, cookie });
  return {
    kind: 'scale-out',
    fault: 'Two APIs behind a round-robin proxy, on a Redis Cluster',
    checks: [
      check(
        'both APIs ready on a 3-primary Redis Cluster',
        ready.every((r) => r.status === 200) && clusterState(stack.redisPorts).every((s) => s === 'ok/3'),
        `cluster state/size per node: ${clusterState(stack.redisPorts).join(', ')}`,
      ),
      check(
        'signed in on API 0, the session works on API 1',
        session.login.status === 200 && session.used.status === 200 && session.used.body?.username === session.username,
        `login ${session.login.status}, /api/user on API ${session.used.servedBy}: ${session.used.status}`,
      ),
      check('API 1 refuses a cookie-only write without X-Requested-With (CSRF)', forged.status === 403),
      ...insights,
      check(
        'signed out on API 1, the session is refused on API 0',
        out.status < 300 && afterOut.status === 401,
        `logout ${out.status}, then ${afterOut.status}`,
      ),
      await loginLimitAcross(base, 1),
    ],
  };
}

/**
 * Daily reminders and one-offs planned on the cluster, the cluster wiped (FLUSHALL on every node) ~20 s before
 * they are due, a second set planned after the rebuild: two workers deliver each exactly once.
 */
async function remindersOnCluster({ stack, push, flushPeople, laterPeople }) {
  const dueAt = nextMinute(REDIS_FAULTS_LEAD_MS + 1_000);
  await untilTime(new Date(dueAt.getTime() - REDIS_FAULTS_LEAD_MS));
  const plans = await flushAndPlan({ stack, flushPeople, outagePeople: laterPeople, dueAt });
  const { first, settled, deliveredAt } = await settle(stack, push, [plans.flushPlan, plans.outagePlan]);
  return [
    {
      fault: 'Redis Cluster wiped ~20 s before reminders (two workers)',
      recoveryMs: plans.rebuiltMs,
      reminders: settled[0],
      checks: [
        check('schedules rebuilt on the cluster without a restart', plans.rebuiltMs !== null),
        check('wiped before the reminders', plans.flushed < dueAt.getTime() - 5_000),
        ...deliveryChecks(first[0], settled[0]),
      ],
    },
    {
      fault: 'Redis Cluster: reminders exactly once with two workers',
      recoveryMs: deliveredAt - dueAt.getTime(),
      reminders: settled[1],
      checks: deliveryChecks(first[1], settled[1]),
    },
  ];
}

/** Starts the scaled-out stack (the services already built); `run()` resolves with its results, then stops it. */
export async function startScaleOut(log) {
  const push = await startPushStandIn();
  const outboxDir = mkdtempSync(join(tmpdir(), 'anchor-scale-outbox-'));
  const stack = await startStack({
    pushOrigin: push.origin,
    log: (name, line) => log(`scale-${name}`, line),
    apis: 2,
    redisCluster: true,
    env: { RATE_LIMIT_LOGIN_PER_IP: String(LOGIN_LIMIT), MAIL_OUTBOX_DIR: outboxDir },
  });
  const run = async () => {
    try {
      const [flushPeople, laterPeople] = await Promise.all([
        signUpPeople(stack.base, 'scale_flush_', 6),
        signUpPeople(stack.base, 'scale_later_', 6),
      ]);
      await subscribeToPush(stack.base, [...flushPeople, ...laterPeople], push);
      await stack.initialWorkers;
      const across = await acrossInstances(stack);
      across.checks.push(await providerEventsAcross(stack, outboxDir));
      const results = [across];
      results.push(...(await remindersOnCluster({ stack, push, flushPeople, laterPeople })));
      return results;
    } finally {
      await stack.stop();
      await push.stop();
      rmSync(outboxDir, { recursive: true, force: true });
    }
  };
  return { run };
}
