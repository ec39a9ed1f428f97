// The point-in-time recovery drill (issue 33 item 4): a stack whose PostgreSQL archives its WAL
// (tools/faults/wal-archive.mjs) takes a base backup while the API serves a steady stream of mood check-ins, each
// id noted with the moment its 201 arrived. The stream goes on past an archive_timeout; then the database server
// is lost (postmaster SIGKILLed, data directory deleted, the API on it stopped) while the archive, kept elsewhere,
// survives. A new data directory is made from the base backup, PostgreSQL replays the archive and promotes itself,
// and the API starts again. Measured: the RPO (the loss time minus the acknowledgement time of the oldest
// acknowledged write not recovered) and the RTO (the loss to an authenticated read answered again).
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { jsonHeaders, sleep } from '../bench-infra.mjs';
import { makeTempDir } from '../infra.mjs';
import { signUpPeople, timeUntil } from './load.mjs';
import { startPushStandIn } from './push-stand-in.mjs';
import { query } from './reminders.mjs';
import { check } from './scenarios.mjs';
import { startStack } from './stack.mjs';
import {
  ARCHIVE_TIMEOUT_S,
  archiveFlags,
  archivedSegments,
  baseBackup,
  prepareRecovery,
  serverFolder,
} from './wal-archive.mjs';

/** docs/operations.md's objectives. */
const RPO_MS = 5 * 60_000;
const RTO_MS = 30 * 60_000;
/** Writes this old at the loss must have been archived: a segment is switched every archive_timeout, plus the copy. */
const ARCHIVED_BY_MS = ARCHIVE_TIMEOUT_S * 1000 + 10_000;
/** How long the writes go on after the base backup: across one archive_timeout, and some after it. */
const WRITING_MS = ARCHIVE_TIMEOUT_S * 1000 + 20_000;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

async function send(base, token, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...jsonHeaders, Authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** One mood check-in after another per person; `acknowledged` holds each 201's id and the moment it arrived. */
function startWrites(base, people) {
  const acknowledged = [];
  const state = { running: true };
  const loop = async (person) => {
    while (state.running) {
      const answer = await send(base, person.token, 'POST', '/api/mood-entries', { mood: 5 }).catch(() => null);
      if (answer?.status === 201 && answer.body?.id) acknowledged.push({ id: String(answer.body.id), at: Date.now() });
      await sleep(150);
    }
  };
  const loops = people.map(loop);
  return { acknowledged, halt: () => (state.running = false), done: () => Promise.all(loops) };
}

/** The database server lost: the postmaster SIGKILLed, its data deleted, the API that ran beside it stopped. */
async function loseServer(stack, writes) {
  const lostAt = Date.now();
  writes.halt();
  await stack.killPostgres();
  // Moved aside first: the postmaster's children end on their own a moment after it, writing on meanwhile
  // (into their working directory, which moves along), and would recreate files in a folder deleted in place.
  const lost = `${stack.postgresDataDir()}.lost`;
  renameSync(stack.postgresDataDir(), lost);
  rmSync(lost, { recursive: true, force: true, maxRetries: 5 });
  await stack.stopServices();
  await writes.done();
  return lostAt;
}

/** A new data directory from the base backup and the archive, PostgreSQL started on it, then the API. */
async function restore(stack, { backupDir, archiveDir, lostAt, person }) {
  const copyMs = prepareRecovery({ backupDir, dataDir: stack.postgresDataDir(), archiveDir });
  const replayStarted = Date.now();
  await stack.startPostgres();
  const replayMs = Date.now() - replayStarted;
  const apiStarted = Date.now();
  const base = await stack.startApis();
  const reading = await timeUntil(
    async () => (await send(base, person.token, 'GET', '/api/user')).status === 200,
    60_000,
  );
  const servingAt = Date.now();
  const rto = { copyMs, replayMs, apiMs: servingAt - apiStarted, rtoMs: reading === null ? null : servingAt - lostAt };
  return { base, rto };
}

/** Which acknowledged writes the restored database holds; the RPO from the oldest one it does not. */
async function recoveryPoint(stack, acknowledged, lostAt) {
  const rows = await query(
    stack.ownerUrl(),
    `SELECT m.id FROM mood_entries m JOIN users u ON u.id = m.user_id WHERE u.username LIKE 'pitr\\_%'`,
  );
  const stored = new Set(rows.map((row) => String(row.id)));
  const lost = acknowledged.filter((write) => !stored.has(write.id));
  const oldest = Math.min(...lost.map((write) => write.at));
  return {
    acknowledged: acknowledged.length,
    lost: lost.length,
    rpoMs: lost.length ? Math.max(0, lostAt - oldest) : 0,
    lostOlder: lost.filter((write) => write.at < lostAt - ARCHIVED_BY_MS).length,
  };
}

/** After the restore: sessions from before the backup still sign in, and their new check-ins are stored. */
async function afterRestoreChecks(base, people) {
  const reads = await Promise.all(people.map((person) => send(base, person.token, 'GET', '/api/user')));
  const signedIn = reads.filter((answer, i) => answer.status === 200 && answer.body?.username === people[i].username);
  const writes = [];
  for (const person of people)
    writes.push((await send(base, person.token, 'POST', '/api/mood-entries', { mood: 7 })).status);
  return [
    check(
      'sessions made before the backup still sign people in',
      signedIn.length === people.length,
      `${signedIn.length}/${people.length}`,
    ),
    check(
      'new check-ins are stored after the restore',
      writes.every((status) => status === 201),
      writes.join(' '),
    ),
  ];
}

/** The promoted server archives on: its new timeline's history file reaches the archive. */
async function archivesAgain(archiveDir) {
  const ms = await timeUntil(async () => existsSync(join(archiveDir, '00000002.history')), 30_000);
  const detail = ms === null ? 'not within 30 s' : `timeline 2 history archived`;
  return check('the restored server archives its new timeline', ms !== null, detail);
}

function pointChecks(point, drill) {
  const stream =
    `${point.acknowledged} check-ins acknowledged, ${point.lost} not recovered (all from the last ` +
    `${seconds(point.rpoMs)}); ${drill.segments} WAL segments archived (${mib(drill.archiveBytes)})`;
  return [
    check(`RPO within ${RPO_MS / 60_000} minutes`, point.rpoMs <= RPO_MS, `RPO ${seconds(point.rpoMs)}; ${stream}`),
    check(
      `every write acknowledged over ${ARCHIVED_BY_MS / 1000} s before the loss is recovered`,
      point.lostOlder === 0,
      `${point.lostOlder} of them lost`,
    ),
    check(
      `the writes went on across an archive_timeout (${ARCHIVE_TIMEOUT_S} s) after the base backup`,
      drill.writingMs > ARCHIVED_BY_MS,
      `for ${seconds(drill.writingMs)}`,
    ),
  ];
}

/** The loss, the restore and the checks on the restored stack. */
async function loseAndRecover(stack, { writes, backup, backupDir, archiveDir, people, started }) {
  await sleep(Math.max(0, backup.endedAt + WRITING_MS - Date.now()));
  const archive = archivedSegments(archiveDir);
  const lostAt = await loseServer(stack, writes);
  const { base, rto } = await restore(stack, { backupDir, archiveDir, lostAt, person: people[0] });
  const point = await recoveryPoint(stack, writes.acknowledged, lostAt);
  const drill = {
    baseBackupBytes: backup.bytes,
    baseBackupMs: backup.ms,
    writingMs: lostAt - backup.endedAt,
    segments: archive.count,
    archiveBytes: archive.bytes,
    ...point,
    ...rto,
    totalMs: Date.now() - started,
  };
  const timed =
    `RTO ${rto.rtoMs === null ? 'never' : seconds(rto.rtoMs)}: base backup copied ${seconds(rto.copyMs)} ` +
    `(${mib(backup.bytes)}, taken in ${seconds(backup.ms)}), WAL replayed ${seconds(rto.replayMs)}, API ` +
    `${seconds(rto.apiMs)}; drill ${seconds(drill.totalMs)}`;
  const checks = [
    ...pointChecks(point, drill),
    check('an authenticated read answered within the 30-minute RTO', rto.rtoMs !== null && rto.rtoMs <= RTO_MS, timed),
    ...(await afterRestoreChecks(base, people)),
    await archivesAgain(archiveDir),
  ];
  return { drill, checks };
}

/** The drill on its own stack; resolves with one result for the fault suite's report. */
export async function pitrDrill(log) {
  const started = Date.now();
  const tmp = makeTempDir('anchor-pitr-');
  // Beside the stack's own folder: the archive and the base backup survive the server, as in another region.
  const archiveDir = serverFolder(join(tmp, 'archive'));
  const backupDir = join(tmp, 'base');
  const push = await startPushStandIn();
  const stack = await startStack({ pushOrigin: push.origin, log, workers: 0, postgresFlags: archiveFlags(archiveDir) });
  let writes;
  try {
    const people = await signUpPeople(stack.base, 'pitr_', 3);
    writes = startWrites(stack.base, people);
    await sleep(1_000);
    const superuserUrl = stack.superuserUrl();
    const backup = await baseBackup({ superuserUrl, dataDir: stack.postgresDataDir(), backupDir });
    const { drill, checks } = await loseAndRecover(stack, { writes, backup, backupDir, archiveDir, people, started });
    console.log(`[faults] point-in-time recovery drill: ${JSON.stringify(drill)}`);
    return { kind: 'drill', fault: 'WAL archive, database server lost, point-in-time restore', drill, checks };
  } finally {
    writes?.halt();
    await stack.stop();
    await push.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}
