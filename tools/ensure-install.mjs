// Installs what a fresh machine lacks: npm dependencies (from the lock file) and, when asked,
// Debian packages (redis-server, chromium). Uses only Node built-ins: it runs before node_modules exists.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
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

/**
 * Installs from the lock file when node_modules is missing or older than it. `npm install` rather
 * than `npm ci`: npm 11 leaves other platforms' optional binaries (rspack, swc) out of a lock written
 * here, and `npm ci` then refuses it as out of sync; `npm install` keeps the locked versions.
 */
export function ensureNodeModules() {
  const installedLock = join(repoRoot, 'node_modules', '.package-lock.json');
  const lock = join(repoRoot, 'package-lock.json');
  if (existsSync(installedLock) && statSync(installedLock).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing npm dependencies from package-lock.json…');
  run('npm install --no-audit --no-fund');
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

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureNodeModules();
}
