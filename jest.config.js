// API tests import their helpers as `@anchor/services/test/<file>` (the same alias as tsconfig.base.json's paths).
const servicesTestAlias = { '^@anchor/services/test/(.*)$': '<rootDir>/services/test/$1' };

/** Jest projects. One swc transform for every TypeScript project (Nest needs decorator metadata). */
const swcTransform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true, decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs' },
    },
  ],
};

// arctic (OAuth 2.0 client) and its @oslojs helpers, and otplib's @noble and @scure helpers (also under @otplib's own folders), ship only ES
// modules: jest compiles them like our sources (Node loads them with require itself).
const transformIgnorePatterns = ['/node_modules/(?!(arctic|@oslojs|@otplib|@noble|@scure)/)'];

module.exports = {
  // A global option (jest ignores it inside a project): API tests start a Nest app per file, slow on a busy
  // 2-core machine; the browser flows set their own, longer limit.
  testTimeout: 30000,
  // Every test file loads its own copy of the app's modules, and not all of it is released afterwards: in one
  // process the heap grew by about 45 MB per integration file, to 3 GB over the integration project alone, and
  // garbage collection then made the last files run three to five times slower than on their own. A worker
  // whose heap passes this limit after a file is replaced by a fresh one (this also makes jest use a worker
  // process where it would otherwise run everything in its own, e.g. with --maxWorkers=1).
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      displayName: 'unit-node',
      rootDir: __dirname,
      testEnvironment: 'node',
      transform: swcTransform,
      testMatch: [
        '<rootDir>/services/**/__tests__/**/*.spec.ts',
        '<rootDir>/libs/contracts/**/*.spec.ts',
        '<rootDir>/libs/clinical/**/*.spec.ts',
        '<rootDir>/tools/__tests__/*.spec.ts',
      ],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transformIgnorePatterns,
      moduleNameMapper: servicesTestAlias,
    },
    {
      displayName: 'integration',
      rootDir: __dirname,
      testEnvironment: 'node',
      transform: swcTransform,
      testMatch: ['<rootDir>/services/**/*.integration-spec.ts', '<rootDir>/tools/**/__tests__/*.integration-spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      globalSetup: '<rootDir>/tools/jest/infra-global-setup.js',
      globalTeardown: '<rootDir>/tools/jest/infra-global-teardown.js',
      transformIgnorePatterns,
      moduleNameMapper: servicesTestAlias,
    },
    {
      // React components of the front end (libs/ui, libs/app-runtime, the shell and the remotes).
      displayName: 'unit-dom',
      // Builds define the label per bundle; tests see one fixed label.
      globals: { __ANCHOR_BUILD_LABEL__: 'test' },
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      transform: swcTransform,
      testMatch: ['<rootDir>/{libs/ui,libs/app-runtime,shell,mf-*}/**/__tests__/**/*.spec.{ts,tsx}'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      setupFiles: ['<rootDir>/libs/app-runtime/src/testing/polyfills.setup.ts'],
      setupFilesAfterEnv: ['<rootDir>/libs/app-runtime/src/testing/jest-dom.setup.ts'],
      moduleNameMapper: {
        // Components that load remotes get a controllable double instead of the real federation runtime.
        '^@module-federation/enhanced/runtime$':
          '<rootDir>/libs/app-runtime/src/testing/module-federation-runtime.double.ts',
      },
    },
    {
      // Browser flows in Debian's Chromium against the built product (see e2e/jest-global-setup.js).
      displayName: 'e2e',
      rootDir: __dirname,
      testEnvironment: 'node',
      transform: {
        '^.+\\.(mjs|tsx?)$': swcTransform['^.+\\.(t|j)sx?$'],
        // otplib's ES-module helpers (a test's authenticator app computes codes with it).
        '/node_modules/(@otplib|@noble|@scure)/.+\\.js$': swcTransform['^.+\\.(t|j)sx?$'],
      },
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
      testMatch: ['<rootDir>/e2e/src/**/*.e2e-spec.ts'],
      transformIgnorePatterns,
      globalSetup: '<rootDir>/e2e/jest-global-setup.js',
      globalTeardown: '<rootDir>/e2e/jest-global-teardown.js',
      setupFilesAfterEnv: ['<rootDir>/e2e/jest-setup.js'],
    },
  ],
};
