// Installs what a fresh machine lacks: npm dependencies (from the lock file) and, when asked,
// Debian packages (redis-server, chromium). Uses only Node built-ins: it runs before node_modules exists.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

function log(message) {
  console.log(`[anchor] ${message}`);
}

function run(command, options = {}) {
  const result = spawnSync(command, { shell: true, stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.status !== 0) throw new Error(`"${command}" failed with exit code ${result.status}`);
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];
const sorted = (ranges = {}) => JSON.stringify(Object.entries(ranges).sort(([a], [b]) => a.localeCompare(b)));
const sameDependencies = (a, b) => DEPENDENCY_FIELDS.every((field) => sorted(a[field]) === sorted(b[field]));

/**
 * True when node_modules holds what package-lock.json lists, and the lock what each package.json asks for. Read
 * from the files' contents, not their times: a checkout, a rebase or a copy changes times without changing what
 * is installed. Optional packages are skipped (other platforms' binaries are never installed here).
 */
export function installIsCurrent(root = repoRoot) {
  const installedFile = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installedFile)) return false;
  const installed = readJson(installedFile).packages ?? {};
  const locked = readJson(join(root, 'package-lock.json')).packages ?? {};
  return Object.entries(locked).every(([where, entry]) => {
    if (!where.includes('node_modules/')) {
      // The root ('') or a workspace: its package.json must still ask for what the lock recorded.
      const manifest = join(root, where, 'package.json');
      return !existsSync(manifest) || sameDependencies(readJson(manifest), entry);
    }
    return entry.optional || (where in installed && installed[where].version === entry.version);
  });
}

/**
 * Installs exactly the committed lock (`npm ci`) when node_modules is missing or out of date. `npm ci` never
 * rewrites the lock, so the tree stays as it was cloned, and every platform resolves the same versions (the
 * lock lists each platform's optional binaries); a package.json out of step with the lock fails here, loudly,
 * instead of being resolved afresh.
 */
export function ensureNodeModules() {
  if (installIsCurrent()) return;
  log('installing npm dependencies exactly as package-lock.json lists them (npm ci)…');
  try {
    run('npm ci --no-audit --no-fund');
  } catch (error) {
    throw new Error(
      `${error.message}. If package.json changed, record it in the lock with ` +
        '"npm install --package-lock-only" and commit package-lock.json.',
    );
  }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
let aptUpdated = false;

/** Installs a Debian package when its command is missing; as non-root, says what to install and fails. */
export function ensureDebianCommand(command, aptPackage) {
  if (hasCommand(command)) return;
  if (!isRoot() || !hasCommand('apt-get')) {
    throw new Error(`${command} is missing: install the Debian package with "sudo apt-get install -y ${aptPackage}"`);
  }
  log(`installing ${aptPackage} from Debian's packages…`);
  if (!aptUpdated) {
    execSync('apt-get update -qq', { stdio: 'inherit' });
    aptUpdated = true;
  }
  execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${aptPackage}`, { stdio: 'inherit' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    ensureNodeModules();
  } catch (error) {
    console.error(`[anchor] ${error.message}`);
    process.exit(1);
  }
}
