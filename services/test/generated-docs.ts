/**
 * Generated documents (services/openapi.json, the README's configuration table) are compared with their
 * sources by tests; `npm run docs` runs the same tests with DOCS_WRITE=1 to write them instead.
 */
export const writingGeneratedDocs = process.env.DOCS_WRITE === '1';
