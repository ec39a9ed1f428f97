// Reminders the fault suite expects to arrive: a daily medication reminder per person due at one minute
// boundary (a BullMQ job scheduler in Redis, materialised into a notification by the worker) and one-off
// notifications due at a given second (a delayed delivery job each). Counted afterwards in PostgreSQL (one in-app row
// per occurrence, sent) and at the push stand-in (one accepted push per notification).
import pg from 'pg';
import { jsonHeaders, sleep } from '../bench-infra.mjs';

async function call(base, token, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...jsonHeaders, Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  if (response.status >= 300) throw new Error(`${method} ${path}: HTTP ${response.status} ${JSON.stringify(json)}`);
  return json;
}

export async function subscribeToPush(base, people, push) {
  await Promise.all(
    people.map((person) =>
      call(base, person.token, 'POST', '/api/notifications/register-token', {
        token: push.subscription(`/push/${person.username}`),
      }),
    ),
  );
}

/** The next whole UTC minute at least `leadMs` from now. */
export function nextMinute(leadMs, from = Date.now()) {
  return new Date(Math.ceil((from + leadMs) / 60_000) * 60_000);
}

async function scheduleOneOff(base, person, at, label) {
  const oneOff = await call(base, person.token, 'POST', '/api/notifications/schedule', {
    title: `Fault check ${label}`,
    body: 'A one-off reminder',
    type: 'wellness_tip',
    scheduled: at.toISOString(),
  });
  return oneOff.id;
}

/** A one-off notification due at `at` (to the second) for each person: a delayed delivery job each. */
export async function planOneOffs(base, people, at, label) {
  const oneOffIds = await Promise.all(people.map((person) => scheduleOneOff(base, person, at, label)));
  return { dueAt: at, scheduleIds: [], oneOffIds, expected: oneOffIds.length };
}

/**
 * A daily reminder due at the whole minute `dueAt` (UTC; a BullMQ job scheduler) and a one-off notification
 * 3 s after it (a delayed delivery job), for each person.
 */
export async function planReminders(base, people, dueAt, label) {
  const time = dueAt.toISOString().slice(11, 16);
  const planned = await Promise.all(
    people.map(async (person) => {
      const reminder = await call(base, person.token, 'POST', '/api/reminders/medication', {
        medicationName: `Fault check ${label}`,
        time,
        timeZone: 'UTC',
      });
      const oneOffId = await scheduleOneOff(base, person, new Date(dueAt.getTime() + 3_000), label);
      return { scheduleId: reminder.schedule.id, oneOffId };
    }),
  );
  const scheduleIds = planned.map((p) => p.scheduleId);
  const oneOffIds = planned.map((p) => p.oneOffId);
  return { dueAt, scheduleIds, oneOffIds, expected: scheduleIds.length + oneOffIds.length };
}

async function query(databaseUrl, sql, parameters) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, parameters)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Lost: a reminder occurrence or one-off with no sent notification, or a notification whose push was never
 * accepted. Duplicated: a second in-app row for one occurrence, or a second accepted push for one notification.
 */
export async function countDeliveries(databaseUrl, plan, push) {
  const occurrences = await query(
    databaseUrl,
    `SELECT id, schedule_id, status FROM notifications WHERE schedule_id = ANY($1::int[]) AND scheduled_for = $2`,
    [plan.scheduleIds, plan.dueAt],
  );
  const oneOffs = await query(databaseUrl, `SELECT id, status FROM notifications WHERE id = ANY($1::int[])`, [
    plan.oneOffIds,
  ]);
  const rows = [...occurrences, ...oneOffs];
  const sent = rows.filter((row) => row.status === 'sent');
  const sentSchedules = new Set(occurrences.filter((row) => row.status === 'sent').map((row) => row.schedule_id));
  const pushes = rows.map((row) => push.accepted.get(`n${row.id}`) ?? 0);
  const lostInApp = plan.scheduleIds.length - sentSchedules.size + oneOffs.filter((r) => r.status !== 'sent').length;
  const lostPush = pushes.filter((count) => count === 0).length + (plan.expected - rows.length);
  return {
    expected: plan.expected,
    statuses: rows.map((row) => `n${row.id}:${row.status}:${push.accepted.get(`n${row.id}`) ?? 0}`),
    sent: sent.length,
    lost: Math.max(lostInApp, lostPush),
    duplicated:
      occurrences.length -
      new Set(occurrences.map((row) => row.schedule_id)).size +
      pushes.reduce((sum, count) => sum + Math.max(0, count - 1), 0),
  };
}

/** Waits until every planned reminder is sent and pushed (or the deadline); resolves with the final counts. */
export async function awaitDeliveries(databaseUrl, plan, push, deadline) {
  for (;;) {
    const counts = await countDeliveries(databaseUrl, plan, push).catch(() => null);
    if ((counts && counts.lost === 0) || Date.now() > deadline) return counts ?? { ...plan, lost: plan.expected };
    await sleep(500);
  }
}

export async function untilTime(at) {
  await sleep(Math.max(0, at.getTime() - Date.now()));
}

export { query };
