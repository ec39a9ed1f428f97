// The restore drill (issue 33 item 4): a seeded stack is backed up, then lost (API and workers stopped, PostgreSQL's
// and Redis's data deleted), restored into empty servers with the same tools as `npm run restore`, and started
// again. Checks: every table of the schema had rows before the backup, every table's row count is the manifest's,
// encrypted columns decrypt with the data key (read raw and through the API), sessions made before the backup still
// sign people (and the provider) in, and the reminders due after the restore arrive exactly once. Prints the
// timings and sizes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parseBackupKey } from '../backup/backup-archive.mjs';
import { createBackup, restoreBackup } from '../backup/backup-run.mjs';
import { rowCounts } from '../backup/database.mjs';
import { rebuildReminderWork } from '../restore.mjs';
import { jsonHeaders } from '../bench-infra.mjs';
import { get } from './drill-api.mjs';
import { careChecks, decrypt, everyTableSeeded } from './drill-care-checks.mjs';
import { seedDrill } from './drill-seed.mjs';
import { startOutsideStandIns } from './drill-seed-outside.mjs';
import { startPushStandIn } from './push-stand-in.mjs';
import { nextMinute, query } from './reminders.mjs';
import { check, deliveryChecks, settle } from './scenarios.mjs';
import { startStack } from './stack.mjs';
import pg from 'pg';

/** Seconds from seeding to the reminders' minute: the backup, the loss, the restore and the restart fit in it. */
const REMINDER_LEAD_MS = 50_000;
/** At least this long from planning the reminders to their minute (the minute moves on when seeding was slow). */
const REMINDER_MIN_LEAD_MS = 35_000;

/** The recovery time objective of docs/operations.md. */
const RTO_MS = 30 * 60_000;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes) => `${Math.round(bytes / 1024)} KiB`;

async function countsNow(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations'`,
    );
    return await rowCounts(
      client,
      rows.map((row) => row.name),
    );
  } finally {
    await client.end();
  }
}

/** The message a promise is rejected with ('' when it resolves). */
const refusal = (promise) =>
  promise.then(
    () => '',
    (error) => error.message,
  );

/** Encrypted columns after the restore: stored encrypted, decrypted with the data key, equal to what was written. */
async function encryptedChecks(stack, base, people, dataKey) {
  const notes = await query(stack.ownerUrl(), `SELECT notes FROM mood_entries WHERE notes IS NOT NULL`);
  const raw = notes.map((row) => row.notes);
  const decrypted = raw.filter((value) => value.startsWith('v1:')).map((value) => decrypt(value, dataKey));
  const written = people.flatMap((person) => person.notes);
  const seen = await Promise.all(people.map((person) => get(base, '/api/mood-entries?limit=20', person.token)));
  const throughApi = seen.flatMap((answer) => (Array.isArray(answer.body) ? answer.body : []).map((e) => e.notes));
  return [
    check(
      'encrypted notes decrypt with the data key',
      raw.length >= written.length && decrypted.length === raw.length && written.every((n) => decrypted.includes(n)),
      `${decrypted.length} of ${raw.length} stored notes`,
    ),
    check(
      'the API reads each person their own notes',
      written.every((n) => throughApi.includes(n)),
      seen.map((answer) => answer.status).join(' '),
    ),
  ];
}

async function sessionCheck(base, people) {
  const answers = await Promise.all(people.map((person) => get(base, '/api/user', person.token)));
  const ok = answers.filter((a, i) => a.status === 200 && a.body?.username === people[i].username).length;
  return check('sessions made before the backup still sign people in', ok === people.length, `${ok}/${people.length}`);
}

/** The server lost and rebuilt: services and both stores stopped, data deleted, restored, services started. */
async function loseAndRestore(stack, { file, backupKey }) {
  await stack.stopServices();
  await Promise.all([stack.stopRedis(), stack.stopPostgres()]);
  stack.deleteData();
  const lostAt = Date.now();
  await Promise.all([stack.startPostgres(), stack.startRedis()]);
  const migrationEnv = stack.commandEnv();
  const attempt = (key) => restoreBackup({ ownerUrl: stack.ownerUrl(), file, backupKey: key, migrationEnv });
  const wrongKey = await refusal(attempt(randomBytes(32)));
  const wroteNothing = Object.keys(await countsNow(stack.ownerUrl())).length === 0;
  const restored = await attempt(backupKey);
  // Counted before the reminder rebuild and the services: both add the next minute's notification rows ahead of it.
  const counts = await countsNow(stack.ownerUrl());
  const rebuildStarted = Date.now();
  rebuildReminderWork(stack.commandEnv());
  const restoredAt = Date.now();
  const again = await refusal(attempt(backupKey));
  const refusals = [
    check(
      'a wrong key is refused before anything is written',
      /does not decrypt/.test(wrongKey) && wroteNothing,
      wrongKey,
    ),
    check('a database with rows is refused, saying how to empty it', /not empty.*DROP DATABASE/s.test(again), again),
  ];
  const [base] = await Promise.all([stack.startApis(), stack.startWorker()]);
  const servingAt = Date.now();
  const timings = { restoreMs: restored.ms, rebuildMs: restoredAt - rebuildStarted, recoveryMs: servingAt - lostAt };
  return { base, counts, restoredAt, servingAt, timings, refusals };
}

function rowCountCheck(expected, after) {
  const differing = Object.keys(expected).filter((table) => after[table] !== expected[table]);
  const detail = differing.map((t) => `${t} ${after[t]}/${expected[t]}`).join(', ');
  return check("every table has the manifest's row count", differing.length === 0, detail || 'all equal');
}

/** New rows after the restore: each table's sequence continues past the restored ids. */
async function writeCheck(base, people) {
  const statuses = [];
  for (const person of people) {
    const response = await fetch(`${base}/api/mood-entries`, {
      method: 'POST',
      headers: { ...jsonHeaders, Authorization: `Bearer ${person.token}` },
      body: JSON.stringify({ mood: 6 }),
    });
    statuses.push(response.status);
  }
  return check(
    'new check-ins are stored after the restore',
    statuses.every((s) => s === 201),
    statuses.join(' '),
  );
}

/** The drill's stack with its stand-ins (push, OAuth, Stripe) and mail outbox; `stop` ends and deletes them all. */
async function startDrillStack(log, dataKey) {
  const outboxDir = mkdtempSync(join(tmpdir(), 'anchor-drill-outbox-'));
  const [push, outside] = await Promise.all([startPushStandIn(), startOutsideStandIns()]);
  const env = { DATA_ENCRYPTION_KEY: dataKey, MAIL_OUTBOX_DIR: outboxDir, ...outside.env };
  const stack = await startStack({ pushOrigin: push.origin, log, workers: 1, env });
  const stop = async () => {
    rmSync(outboxDir, { recursive: true, force: true });
    await stack.stop();
    await Promise.all([push.stop(), outside.stop()]);
  };
  return { stack, push, outside, outboxDir, stop };
}

/** The drill on its own stack; resolves with one result for the fault suite's report. */
export async function restoreDrill(log) {
  const dataKey = randomBytes(32).toString('hex');
  const backupKey = parseBackupKey(randomBytes(32).toString('hex'), dataKey);
  const file = join(tmpdir(), `anchor-drill-${process.pid}.backup`);
  const { stack, push, outside, outboxDir, stop } = await startDrillStack(log, dataKey);
  try {
    const seedStarted = Date.now();
    const seeded = await seedDrill(stack, push, {
      people: 4,
      dueAt: nextMinute(REMINDER_LEAD_MS),
      minLeadMs: REMINDER_MIN_LEAD_MS,
      encryptionKey: dataKey,
      outside: { outboxDir, stripe: outside.stripe },
    });
    const { people, reminders, dueAt } = seeded;
    const seededCheck = everyTableSeeded(await countsNow(stack.ownerUrl()));
    const started = Date.now();
    const backup = await createBackup({ ownerUrl: stack.ownerUrl(), file, backupKey });
    const { base, counts, restoredAt, servingAt, timings, refusals } = await loseAndRestore(stack, { file, backupKey });
    const expected = backup.manifest.rowCounts;
    const checks = [
      seededCheck,
      rowCountCheck(expected, counts),
      ...refusals,
      ...(await encryptedChecks(stack, base, people, dataKey)),
      ...(await careChecks(stack, base, { seeded, dataKey, issuedTokens: outside.issued })),
      await sessionCheck(base, people),
      await writeCheck(base, people),
    ];
    const { first, settled } = await settle(stack, push, [reminders]);
    checks.push(...deliveryChecks(first[0], settled[0]));
    checks.push(check('the reminders fell due after the restore', dueAt > restoredAt, `due ${dueAt.toISOString()}`));
    const tables = Object.keys(expected);
    const drill = {
      rows: Object.values(expected).reduce((sum, n) => sum + n, 0),
      tables: tables.length,
      emptyTables: tables.filter((table) => expected[table] === 0),
      backupBytes: backup.bytes,
      backupMs: backup.ms,
      ...timings,
      totalMs: servingAt - started,
      seedMs: started - seedStarted,
    };
    const timed =
      `${drill.rows} rows in ${drill.tables} tables; backup ${seconds(drill.backupMs)} (${kib(drill.backupBytes)}), ` +
      `restore ${seconds(drill.restoreMs)}, Redis rebuilt ${seconds(drill.rebuildMs)}, serving again ` +
      `${seconds(drill.recoveryMs)} after the loss; drill ${seconds(drill.totalMs)} (seeding ${seconds(drill.seedMs)})`;
    checks.unshift(check('serving again within the 30-minute RTO', drill.recoveryMs <= RTO_MS, timed));
    console.log(`[faults] restore drill: ${JSON.stringify(drill)}`);
    return { kind: 'drill', fault: 'Backup, both servers lost, restore', drill, reminders: settled[0], checks };
  } finally {
    rmSync(file, { force: true });
    rmSync(`${file}.manifest.json`, { force: true });
    await stop();
  }
}
