// Continuous WAL archiving and a base backup with what the embedded PostgreSQL ships (the server, no
// pg_basebackup): the server copies each finished WAL segment into an archive folder (archive_command; a segment
// is finished at least every archive_timeout), the low-level backup API makes the base backup (pg_backup_start,
// a copy of the data directory, pg_backup_stop), and a restore is that copy with its backup_label, a
// recovery.signal and a restore_command that reads the archive: PostgreSQL replays every archived segment, then
// promotes itself to a new timeline and archives on. Production does the same with pgBackRest (docs/operations.md).
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  copyFileSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/** The production setting of docs/operations.md: a partly filled segment is archived after a minute at most. */
export const ARCHIVE_TIMEOUT_S = 60;

let serverUser;

/** The OS user embedded PostgreSQL runs as when we are root (it then owns its files); null when it runs as us. */
function postgresUser() {
  if (serverUser !== undefined) return serverUser;
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  serverUser = process.getuid?.() === 0 ? { uid: id('-u'), gid: id('-g') } : null;
  return serverUser;
}

function ownedByServer(path) {
  const owner = postgresUser();
  if (owner) chownSync(path, owner.uid, owner.gid);
  return path;
}

/** A folder the server may write (the WAL archive). */
export function serverFolder(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return ownedByServer(dir);
}

/** Server settings that archive each finished WAL segment into `archiveDir`, never overwriting one there. */
export function archiveFlags(archiveDir) {
  const into = (name) => `${archiveDir}/${name}`;
  const command = `test ! -f ${into('%f')} && cp %p ${into('%f.tmp')} && mv ${into('%f.tmp')} ${into('%f')}`;
  return ['-c', 'archive_mode=on', '-c', `archive_command=${command}`, '-c', `archive_timeout=${ARCHIVE_TIMEOUT_S}`];
}

/**
 * What "Making a Base Backup Using the Low Level API" leaves out of the copy: the contents of folders the server
 * fills again at start (the WAL comes from the archive instead), its pid and options files, and temporary files.
 */
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const LEFT_OUT = new Set(['postmaster.pid', 'postmaster.opts', 'pg_internal.init', 'backup_label', 'tablespace_map']);

/**
 * `from` copied into a new folder `to`, modes and owners kept, with `leaveOut` true the files above left out.
 * The server writes on while a base backup copies: a file removed meanwhile is skipped. Resolves with the bytes.
 */
function copyTree(from, to, { leaveOut, top = true }) {
  const entries = readdirSync(from, { withFileTypes: true });
  const stat = lstatSync(from);
  mkdirSync(to, { mode: stat.mode & 0o777 });
  if (postgresUser()) chownSync(to, stat.uid, stat.gid);
  let bytes = 0;
  for (const entry of entries) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (leaveOut && (LEFT_OUT.has(entry.name) || entry.name.startsWith('pgsql_tmp'))) continue;
    try {
      if (entry.isDirectory() && leaveOut && top && EMPTIED.has(entry.name)) {
        mkdirSync(target, { mode: 0o700 });
        ownedByServer(target);
      } else if (entry.isDirectory()) {
        bytes += copyTree(source, target, { leaveOut, top: false });
      } else if (entry.isSymbolicLink()) {
        symlinkSync(readlinkSync(source), target);
      } else {
        copyFileSync(source, target);
        const file = lstatSync(source);
        if (postgresUser()) chownSync(target, file.uid, file.gid);
        bytes += file.size;
      }
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  return bytes;
}

function serverFile(path, text) {
  writeFileSync(path, text, { mode: 0o600 });
  return ownedByServer(path);
}

/**
 * A base backup of the running server at `dataDir` into `backupDir` (which must not exist), as the superuser of
 * `superuserUrl`. pg_backup_stop waits until the WAL the backup needs is archived. Resolves with its size and time.
 */
export async function baseBackup({ superuserUrl, dataDir, backupDir }) {
  const started = Date.now();
  // A broken archive_command would leave pg_backup_stop waiting for ever.
  const client = new pg.Client({ connectionString: superuserUrl, statement_timeout: 120_000 });
  await client.connect();
  try {
    await client.query(`SELECT pg_backup_start('anchor-pitr-drill', true)`);
    const bytes = copyTree(dataDir, backupDir, { leaveOut: true });
    const {
      rows: [stop],
    } = await client.query('SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(true)');
    serverFile(join(backupDir, 'backup_label'), stop.labelfile);
    if (stop.spcmapfile) serverFile(join(backupDir, 'tablespace_map'), stop.spcmapfile);
    return { bytes, ms: Date.now() - started, endedAt: Date.now(), lsn: stop.lsn };
  } finally {
    await client.end();
  }
}

/**
 * A new data directory `dataDir` (which must not exist) made from the base backup, set to recover to the end of
 * the archived WAL when the server starts. Resolves with the milliseconds the copy took.
 */
export function prepareRecovery({ backupDir, dataDir, archiveDir }) {
  const started = Date.now();
  copyTree(backupDir, dataDir, { leaveOut: false });
  appendFileSync(join(dataDir, 'postgresql.auto.conf'), `restore_command = 'cp ${archiveDir}/%f %p'\n`);
  serverFile(join(dataDir, 'recovery.signal'), '');
  return Date.now() - started;
}

/** The archive's finished WAL segments (24 hexadecimal digits each) and their bytes. */
export function archivedSegments(archiveDir) {
  const names = readdirSync(archiveDir).filter((name) => /^[0-9A-F]{24}$/.test(name));
  return { count: names.length, bytes: names.reduce((sum, name) => sum + lstatSync(join(archiveDir, name)).size, 0) };
}
