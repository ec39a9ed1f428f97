import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..', '..');

/** Points the running server's /remotes.json at other builds; `{}` restores the defaults. */
export function setRemotes(mapping: Record<string, string>) {
  const file = process.env.E2E_REMOTES_FILE;
  if (!file) throw new Error('E2E_REMOTES_FILE is not set');
  writeFileSync(file, JSON.stringify(mapping));
}

/** A second, independent production build of one remote, written outside the repository. */
export function buildRemote(project: string, outputDir: string, label: string) {
  const result = spawnSync('npx', ['rspack', 'build', '--mode', 'production', '-c', 'rspack.config.js'], {
    cwd: join(repoRoot, project),
    env: { ...process.env, ANCHOR_BUILD_LABEL: label, ANCHOR_DIST_DIR: outputDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`building ${project} failed:\n${result.stdout}\n${result.stderr}`);
}
