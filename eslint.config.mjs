import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';

// File names of the front end: React components `PascalCase.tsx`, hooks `useThing.ts(x)`, every other
// module kebab-case with its kind after a dot (`mood.api.ts`, `toasts.slice.ts`, `remote-root.ts`).
const KEBAB = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const PASCAL = '+([A-Z]*([a-z0-9]))';
const HOOK = `use${PASCAL}`;
const FRONT_END_SOURCES = ['libs/ui/**', 'libs/app-runtime/**', 'shell/**', 'mf-*/**', 'e2e/src/**'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.nx/**', 'coverage/**'] },
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
