import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every feature module reaches accounts through the users module, so users depends on none of them: an import
 * the other way makes a cycle (users ↔ providers was one; the sharing switch's route now lives in providers).
 */
const modulesDir = path.join(__dirname, '..');
const usersDir = path.join(modulesDir, 'users');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourcesUnder(full);
    return /\.ts$/.test(entry.name) && !/\.(spec|integration-spec)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The modules a file imports from (relative imports that land in another folder of services/src/modules). */
function otherModulesImportedBy(file: string): string[] {
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map((m) => m[1]);
  return specifiers
    .map((specifier) => path.relative(modulesDir, path.resolve(path.dirname(file), specifier)))
    .filter((target) => !target.startsWith('..'))
    .map((target) => target.split(path.sep)[0])
    .filter((module) => module !== 'users');
}

describe('the users module', () => {
  it('imports no other module', () => {
    const imports = sourcesUnder(usersDir).flatMap((file) =>
      otherModulesImportedBy(file).map((module) => `${path.relative(modulesDir, file)} → ${module}`),
    );
    expect(imports).toEqual([]);
  });
});
