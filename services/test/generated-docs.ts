/**
 * Generated documents (services/openapi.json, the configuration table in docs/operations.md, bench/README.md's
 * latest run) are compared with their sources by tests; `npm run docs` runs the same tests with DOCS_WRITE=1 to
 * write them instead.
 */
export const writingGeneratedDocs = process.env.DOCS_WRITE === '1';
