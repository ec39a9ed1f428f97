import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.join(__dirname, '..', '..');

/** A checkout's data as root's `npm start` leaves it: .data/postgres a link into the relocation root. */
function layout() {
  const root = mkdtempSync(path.join(tmpdir(), 'anchor-reset-'));
  const env = {
    ...process.env,
    ANCHOR_DATA_DIR: path.join(root, 'checkout', '.data'),
    ANCHOR_POSTGRES_RELOCATION_ROOT: path.join(root, 'var-lib-anchor'),
  };
  const requested = path.join(env.ANCHOR_DATA_DIR, 'postgres');
  // The relocated folder as tools/postgres-access.mjs names it.
  const script = `import('./tools/postgres-access.mjs').then((m) => console.log(m.relocatedDataDir(${JSON.stringify(requested)})))`;
  const relocated = spawnSync(process.execPath, ['-e', script], { cwd: repoRoot, env, encoding: 'utf8' }).stdout.trim();
  expect(relocated).toMatch(/var-lib-anchor\/postgres-[0-9a-f]{16}$/);
  mkdirSync(relocated, { recursive: true });
  writeFileSync(path.join(relocated, 'PG_VERSION'), '18\n');
  mkdirSync(path.join(env.ANCHOR_DATA_DIR, 'redis'), { recursive: true });
  writeFileSync(path.join(env.ANCHOR_DATA_DIR, 'redis', 'appendonly.aof'), 'SET mood 3\n');
  writeFileSync(path.join(env.ANCHOR_DATA_DIR, 'secrets.json'), '{}');
  return { root, env, relocated, requested };
}

const reset = (env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, ['tools/reset.mjs'], { cwd: repoRoot, env, encoding: 'utf8' });

describe('npm run reset (tools/reset.mjs)', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('removes the PostgreSQL data where the link points, Redis data and .data, and names what it removed', () => {
    const { root, env, relocated, requested } = layout();
    roots.push(root);
    symlinkSync(relocated, requested, 'dir');

    const run = reset(env);

    expect(run.status).toBe(0);
    expect(existsSync(relocated)).toBe(false);
    expect(existsSync(env.ANCHOR_DATA_DIR as string)).toBe(false);
    expect(run.stdout).toContain(`removed ${relocated}`);
    expect(run.stdout).toContain(`removed ${env.ANCHOR_DATA_DIR}`);
  });

  it('finds the relocated data even when .data was already deleted by hand', () => {
    const { root, env, relocated } = layout();
    roots.push(root);
    rmSync(env.ANCHOR_DATA_DIR as string, { recursive: true });

    const run = reset(env);

    expect(run.status).toBe(0);
    expect(existsSync(relocated)).toBe(false);
    expect(run.stdout).toContain(`removed ${relocated}`);
  });

  it('refuses while PostgreSQL runs on the data, and removes nothing', () => {
    const { root, env, relocated, requested } = layout();
    roots.push(root);
    symlinkSync(relocated, requested, 'dir');
    // A live process id in postmaster.pid, as a running server leaves it (this test's own process).
    writeFileSync(path.join(relocated, 'postmaster.pid'), `${process.pid}\n${relocated}\n`);

    const run = reset(env);

    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`PostgreSQL (process ${process.pid}) is running on ${relocated}`);
    expect(run.stderr).toContain('Nothing was removed');
    expect(existsSync(path.join(relocated, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(env.ANCHOR_DATA_DIR as string, 'redis', 'appendonly.aof'))).toBe(true);
  });

  it('says so when there is nothing to remove', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'anchor-reset-'));
    roots.push(root);
    const env = { ...process.env, ANCHOR_DATA_DIR: path.join(root, '.data'), ANCHOR_POSTGRES_RELOCATION_ROOT: root };
    expect(reset(env).stdout).toContain('Nothing to remove');
  });
});
