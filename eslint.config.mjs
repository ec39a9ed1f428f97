import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import { readFileSync } from 'node:fs';

// File names of the front end: React components `PascalCase.tsx`, hooks `useThing.ts(x)`, every other
// module kebab-case with its kind after a dot (`mood.api.ts`, `toasts.slice.ts`, `remote-root.ts`).
const KEBAB = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const PASCAL = '+([A-Z]*([a-z0-9]))';
const HOOK = `use${PASCAL}`;
const FRONT_END_SOURCES = ['libs/ui/**', 'libs/app-runtime/**', 'shell/**', 'first-view/**', 'mf-*/**', 'e2e/src/**'];

// Module boundaries by Nx project tags (each package.json's `nx.tags`): a project may import another only
// if, for every rule whose source tag it has, the other project has one of the allowed tags.
const DEPENDENCY_RULES = [
  // Remotes talk to the shell through the shared store, router and api, never by import; nor to each other.
  { source: 'scope:remote', allow: ['scope:lib'] },
  // The shell knows remotes only through the run-time manifest.
  { source: 'scope:shell', allow: ['scope:lib'] },
  // Libraries never import apps.
  { source: 'scope:lib', allow: ['scope:lib'] },
  // contracts and clinical run in the browser and on the server: only each other.
  { source: 'platform:shared', allow: ['platform:shared'] },
  // The server never imports front-end libraries (ui, app-runtime).
  { source: 'scope:services', allow: ['platform:shared'] },
  { source: 'scope:e2e', allow: ['platform:shared'] },
  // The server's first-view renderer joins the shell and the remotes' exposed modules: the one project that may.
  { source: 'scope:first-view', allow: ['scope:lib', 'scope:shell', 'scope:remote'] },
];
// Only this project imports another project's `src/exposed/*`; everywhere else the shell loads them at run time
// through Module Federation (the remotes' rspack configs name them in `exposes`, which is configuration).
const FIRST_VIEW = '@anchor/first-view';

const readJson = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const projects = readJson('./package.json').workspaces.map((root) => {
  const manifest = readJson(`./${root}/package.json`);
  return { root, name: manifest.name, tags: manifest.nx?.tags ?? [] };
});
const mayImport = (from, to) =>
  DEPENDENCY_RULES.filter((rule) => from.tags.includes(rule.source)).every((rule) =>
    rule.allow.some((tag) => to.tags.includes(tag)),
  );
const exposedOf = (to) => ({
  group: [`${to.name}/src/exposed/**`, `**/${to.root}/src/exposed/**`],
  message: `Only ${FIRST_VIEW} imports ${to.name}'s src/exposed/ modules; the shell loads them through Module Federation.`,
});
const boundaryBlocks = projects.map((from) => {
  const others = projects.filter((to) => to !== from);
  const forbidden = others.filter((to) => !mayImport(from, to));
  const exposedElsewhere = from.name === FIRST_VIEW ? [] : others.filter((to) => mayImport(from, to)).map(exposedOf);
  return {
    files: [`${from.root}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      // The typescript-eslint twin of no-restricted-imports, so that other blocks may use the core rule freely.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.map((to) => ({
              group: [to.name, `${to.name}/**`, `**/${to.root}/**`],
              message: `${from.name} (${from.tags.join(', ')}) may not import ${to.name} (${to.tags.join(', ')}).`,
            })),
            ...exposedElsewhere,
          ],
        },
      ],
    },
  };
});
// Files in no project (tools/, bench/, root configuration) follow the same rule on exposed modules.
const outsideProjectsBlock = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  ignores: projects.map((project) => `${project.root}/**`),
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: projects.map(exposedOf) }] },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-dev/**',
      '**/dist-server/**',
      '.data/**',
      '.nx/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: FRONT_END_SOURCES.map((glob) => `${glob}/*.{ts,tsx}`),
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.ts': `@(${KEBAB}|${HOOK})`, '**/*.tsx': `@(${KEBAB}|${PASCAL}|${HOOK})` },
        {
          ignoreMiddleExtensions: true,
          errorMessage:
            '"{{ target }}": name components PascalCase.tsx, hooks useThing.ts(x), other modules kebab-case with a kind suffix (mood.api.ts).',
        },
      ],
    },
  },
  ...boundaryBlocks,
  outsideProjectsBlock,
  {
    // A front-end file past 300 lines, or a function past 60, has two jobs: split it (tests exempt).
    files: [
      'libs/ui/src/**/*.{ts,tsx}',
      'libs/app-runtime/src/**/*.{ts,tsx}',
      'shell/src/**/*.{ts,tsx}',
      'first-view/src/**/*.{ts,tsx}',
      'mf-*/src/**/*.{ts,tsx}',
      'e2e/src/support/**/*.ts',
    ],
    ignores: ['**/__tests__/**', '**/*.spec.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    // API tests reach their helpers through the alias (tsconfig.base.json paths, jest moduleNameMapper).
    files: ['services/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+test/',
              message: "Import services/test helpers as '@anchor/services/test/<file>', not by climbing '../'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every API path the browser and the server share is a constant in libs/contracts/src/api-paths.ts; a path
    // spelled out anywhere else in the libraries or the web apps could drift from the route it calls.
    files: ['libs/*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['libs/contracts/src/api-paths.ts', '**/__tests__/**', '**/*.spec.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\/\\w/], TemplateElement[value.raw=/^\\/api\\/\\w/]',
          message: 'Use the path constant from libs/contracts/src/api-paths.ts (add it there if it is new).',
        },
      ],
    },
  },
  {
    // One validation style in controllers: @ZodBody/@ZodQuery/@ZodParams(schema) from common/zod-request.decorators
    // validate with the shared schema and record it for the OpenAPI document; a pipe passed by hand does neither.
    files: ['services/src/**/*.controller.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Decorator > CallExpression[callee.name=/^(Body|Query|Param)$/][arguments.length>0]',
          message: 'Validate request input with @ZodBody/@ZodQuery/@ZodParams(schema) (common/zod-request.decorators).',
        },
        {
          selector: 'NewExpression[callee.name=/Pipe$/]',
          message: 'Pass the schema to @ZodBody/@ZodQuery/@ZodParams instead of building a pipe in a controller.',
        },
        {
          selector: 'Decorator > CallExpression[callee.name="UsePipes"]',
          message: 'Validate request input with @ZodBody/@ZodQuery/@ZodParams(schema) (common/zod-request.decorators).',
        },
      ],
    },
  },
  {
    // Configuration is typed and validated in one place (STYLE.md rule 7).
    files: ['services/src/**/*.ts'],
    ignores: ['services/src/config/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from services/src/config.' },
      ],
    },
  },
  {
    // Backend sources stay small: a file past 300 lines or a function past 60 has more than one job.
    // Tests, test helpers and migrations (long SQL by nature) are exempt.
    files: [
      'services/src/**/*.ts',
      'libs/contracts/src/**/*.ts',
      'libs/clinical/src/**/*.ts',
      'tools/**/*.{ts,js,mjs,cjs}',
    ],
    ignores: ['**/__tests__/**', '**/*.spec.ts', '**/*.integration-spec.ts', 'services/src/database/migrations/**'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        Buffer: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
