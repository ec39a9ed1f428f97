import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * CONTRIBUTING.md: when one transaction spans modules, the owner's public method takes the caller's EntityManager
 * as its last argument. This test reads every service or use-case that another module imports and fails on a
 * public method whose EntityManager parameter comes before another parameter.
 */

const modulesDir = path.join(__dirname, '..');
const isSource = (file: string) => file.endsWith('.ts') && !file.includes('__tests__') && !file.endsWith('.spec.ts');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : isSource(full) ? [full] : [];
  });
}

const moduleOf = (file: string) => path.relative(modulesDir, file).split(path.sep)[0];

/** Service and use-case files that a file of another module imports. */
function sharedAcrossModules(files: string[]): string[] {
  const targets = files.filter((file) => /\.(service|use-case)\.ts$/.test(file));
  return targets.filter((target) =>
    files.some((file) => {
      if (moduleOf(file) === moduleOf(target)) return false;
      const imports = [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((match) => match[1]);
      return imports.some((specifier) => path.resolve(path.dirname(file), `${specifier}.ts`) === target);
    }),
  );
}

/** `Class.method` for each public method whose EntityManager parameter is not its last. */
function managerNotLast(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  source.forEachChild((node) => {
    if (!ts.isClassDeclaration(node)) return;
    for (const member of node.members) {
      if (!ts.isMethodDeclaration(member)) continue;
      const hidden = member.modifiers?.some(
        (modifier) =>
          modifier.kind === ts.SyntaxKind.PrivateKeyword || modifier.kind === ts.SyntaxKind.ProtectedKeyword,
      );
      const types = member.parameters.map((parameter) => parameter.type?.getText(source) ?? '');
      const index = types.findIndex((type) => /\bEntityManager\b/.test(type));
      if (!hidden && index >= 0 && index < types.length - 1)
        found.push(`${node.name?.text}.${member.name.getText(source)}`);
    }
  });
  return found;
}

describe("the caller's EntityManager", () => {
  it('is the last argument of every public method another module calls', () => {
    const shared = sharedAcrossModules(walk(modulesDir));
    expect(shared.length).toBeGreaterThan(10);
    expect(shared.flatMap(managerNotLast)).toEqual([]);
  });
});
