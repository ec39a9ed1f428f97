import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.join(__dirname, '..', '..');

/** A tiny project with one local dependency, its lock written by npm, and tools/ensure-install.mjs. */
function project(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'anchor-install-'));
  for (const name of ['calm', 'breath']) {
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, 'package.json'), JSON.stringify({ name, version: '1.0.0' }));
  }
  const manifest = { name: 'fake-anchor', version: '0.1.0', private: true, dependencies: { calm: 'file:calm' } };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  npm(dir, 'install', '--package-lock-only');
  mkdirSync(path.join(dir, 'tools'));
  cpSync(path.join(repoRoot, 'tools', 'ensure-install.mjs'), path.join(dir, 'tools', 'ensure-install.mjs'));
  return dir;
}

const npm = (cwd: string, ...args: string[]) =>
  spawnSync('npm', [...args, '--no-audit', '--no-fund', '--offline'], { cwd, encoding: 'utf8' });
const ensureInstall = (cwd: string) =>
  spawnSync(process.execPath, ['tools/ensure-install.mjs'], { cwd, encoding: 'utf8' });

describe('tools/ensure-install.mjs (run by npm start, npm test and npm run build)', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('installs what the lock lists when node_modules is missing, and leaves the lock as it was', () => {
    const dir = project();
    dirs.push(dir);
    const lock = readFileSync(path.join(dir, 'package-lock.json'), 'utf8');

    const run = ensureInstall(dir);

    expect(run.status).toBe(0);
    expect(run.stdout).toContain('npm ci');
    expect(existsSync(path.join(dir, 'node_modules', 'calm', 'package.json'))).toBe(true);
    expect(readFileSync(path.join(dir, 'package-lock.json'), 'utf8')).toBe(lock);
    // Up to date now: the second run installs nothing, even after a checkout gave the lock a newer time.
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, 'package-lock.json'), later, later);
    expect(ensureInstall(dir).stdout).not.toContain('installing');
  }, 60_000);

  it('refuses a package.json the lock does not match, naming the fix, and rewrites nothing', () => {
    const dir = project();
    dirs.push(dir);
    expect(ensureInstall(dir).status).toBe(0);
    const lock = readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    manifest.dependencies.breath = 'file:breath';
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));

    const run = ensureInstall(dir);

    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('npm install --package-lock-only');
    expect(readFileSync(path.join(dir, 'package-lock.json'), 'utf8')).toBe(lock);
    expect(existsSync(path.join(dir, 'node_modules', 'breath'))).toBe(false);
  }, 60_000);
});
