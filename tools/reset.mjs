// `npm run reset`: deletes this checkout's data (the embedded PostgreSQL and Redis of `npm start` and
// `npm run dev`, e-mail written to the outbox, the generated secrets), wherever it lives. As root the PostgreSQL
// data is under /var/lib/anchor/postgres-<hash>, linked from .data/postgres: deleting .data alone leaves the
// health data there. Refuses, removing nothing, while PostgreSQL runs on that data.
import { existsSync, lstatSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './ensure-install.mjs';
import { relocatedDataDir } from './postgres-access.mjs';

const dataDir = process.env.ANCHOR_DATA_DIR ?? join(repoRoot, '.data');
// Where tools/start.mjs and tools/dev.mjs ask for their PostgreSQL data.
const postgresDirs = [join(dataDir, 'postgres'), join(dataDir, 'dev', 'postgres')];

/** The folders holding one requested PostgreSQL data directory: the link's target, and root's relocated copy. */
function locationsOf(requested) {
  const places = [relocatedDataDir(requested)];
  if (existsSync(requested)) places.push(realpathSync(requested));
  return [...new Set(places)].filter((place) => existsSync(place));
}

/** The PostgreSQL server's process id when one runs on `dir` (the first line of its postmaster.pid). */
function runningPostgres(dir) {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it runs, as another user (root's PostgreSQL runs as `postgres`).
    return error.code === 'EPERM' ? pid : undefined;
  }
}

const postgresData = postgresDirs.flatMap(locationsOf);
const running = postgresData.map((dir) => [dir, runningPostgres(dir)]).filter(([, pid]) => pid !== undefined);
if (running.length > 0) {
  for (const [dir, pid] of running) console.error(`[anchor] PostgreSQL (process ${pid}) is running on ${dir}.`);
  console.error(
    '[anchor] Nothing was removed. Stop `npm start` or `npm run dev` (Ctrl-C), then run `npm run reset` again.',
  );
  process.exit(1);
}

const removed = [];
for (const place of [...postgresData, dataDir]) {
  if (!existsSync(place) && !isLink(place)) continue;
  rmSync(place, { recursive: true, force: true });
  removed.push(place);
}
if (removed.length === 0) console.log(`[anchor] Nothing to remove: ${dataDir} holds no data.`);
for (const place of removed) console.log(`[anchor] removed ${place}`);

function isLink(place) {
  try {
    return lstatSync(place).isSymbolicLink();
  } catch {
    return false;
  }
}
