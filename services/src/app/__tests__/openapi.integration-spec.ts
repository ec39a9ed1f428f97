import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AssessmentApiPath } from '@anchor/contracts';
import { writingGeneratedDocs } from '@anchor/services/test/generated-docs';
import { HttpClient } from '@anchor/services/test/http-client';
import { apiRoutes } from '@anchor/services/test/security/route-table';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_RETRY_SECONDS } from '../../common/service-unavailable';
import {
  ANSWERS_WITHOUT_RECORDS,
  buildOpenApiDocument,
  OPENAPI_FILE,
  OPENAPI_PATH,
  SERVICE_UNAVAILABLE_RESPONSE,
} from '../openapi/openapi-document';

const committedFile = path.join(__dirname, '../../../../', OPENAPI_FILE);

type Operation = {
  operationId: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, unknown>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { responses?: Record<string, Record<string, unknown>> };
};

describe('OpenAPI document', () => {
  let t: TestApp;
  let generated: Document;
  beforeAll(async () => {
    t = await createTestApp();
    generated = JSON.parse(JSON.stringify(buildOpenApiDocument(apiRoutes(t.app))));
    if (writingGeneratedDocs) writeFileSync(committedFile, `${JSON.stringify(generated, null, 2)}\n`);
  });
  afterAll(() => t.close());

  it(`matches the committed ${OPENAPI_FILE} (run npm run docs after changing a route or schema)`, () => {
    const committed = JSON.parse(readFileSync(committedFile, 'utf8'));
    expect(generated).toEqual(committed);
  });

  it('has one operation for every route of the route table, with its parameters', () => {
    const routes = apiRoutes(t.app).filter((route) => !route.path.startsWith(OPENAPI_PATH));
    const operations = Object.entries(generated.paths).flatMap(([p, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${p}`),
    );
    expect(operations.sort()).toEqual(
      routes.map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`).sort(),
    );
    for (const [p, item] of Object.entries(generated.paths)) {
      const pathParams = [...p.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const operation of Object.values(item)) {
        const declared = (operation.parameters ?? []).filter((param) => param.in === 'path').map((param) => param.name);
        expect({ operationId: operation.operationId, path: declared.sort() }).toEqual({
          operationId: operation.operationId,
          path: pathParams.sort(),
        });
      }
    }
  });

  it('describes request bodies from the zod contracts, with the rules a 400 names', () => {
    expect(generated.openapi).toBe('3.1.0');
    const submit = generated.paths[AssessmentApiPath.assessments].post;
    const schema = submit.requestBody?.content['application/json'].schema as {
      properties: { responses: { type: string; minItems: number; maxItems: number } };
    };
    expect(schema.properties.responses).toMatchObject({ type: 'array', minItems: 20, maxItems: 20 });
    expect(Object.keys(submit.responses)).toEqual(expect.arrayContaining(['2XX', '400', '401']));
    expect(generated.paths['/api/login'].post.security).toEqual([]);
  });

  it('documents the 503 a caller gets while PostgreSQL or Redis is down on every route that reaches them', () => {
    expect(generated.components.responses?.[SERVICE_UNAVAILABLE_RESPONSE]).toMatchObject({
      headers: { 'Retry-After': { required: true, schema: { type: 'integer', minimum: 1 } } },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ApiError' },
          example: { statusCode: 503, error: 'Service Unavailable', message: SERVICE_UNAVAILABLE_MESSAGE },
        },
      },
    });
    expect(SERVICE_UNAVAILABLE_RETRY_SECONDS).toBeGreaterThan(0);
    const reference = { $ref: `#/components/responses/${SERVICE_UNAVAILABLE_RESPONSE}` };
    const operations = Object.values(generated.paths).flatMap((item) => Object.values(item));
    const without = operations.filter((operation) => !ANSWERS_WITHOUT_RECORDS.has(operation.operationId));
    expect(without.length).toBeGreaterThan(80);
    for (const operation of without) {
      expect({ operationId: operation.operationId, 503: operation.responses['503'] }).toEqual({
        operationId: operation.operationId,
        503: reference,
      });
    }
    // The exceptions name real operations (a renamed handler must not silently drop out of the list).
    const ids = new Set(operations.map((operation) => operation.operationId));
    expect([...ANSWERS_WITHOUT_RECORDS].filter((id) => !ids.has(id))).toEqual([]);
    expect(generated.paths['/api/health'].get.responses['503']).toBeUndefined();
    expect(generated.paths['/api/health/ready'].get.responses['503']).toMatchObject({
      description: expect.stringMatching(/checks/),
    });
  });

  it('describes the success body of a route that declares one with @ZodResponse', () => {
    expect(generated.paths['/api/provider/dashboard'].get.responses['2XX']).toEqual({
      description: 'Success',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ProviderDashboard' } } },
    });
  });

  it('says what every array holds (no item schema rendered as an empty {})', () => {
    const untyped: string[] = [];
    const visit = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((child, index) => visit(child, `${at}/${index}`));
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Record<string, unknown>;
      if (schema.type === 'array' && Object.keys((schema.items as object | undefined) ?? {}).length === 0) {
        untyped.push(at);
      }
      for (const [key, child] of Object.entries(schema)) visit(child, `${at}/${key}`);
    };
    visit(generated.paths, '#/paths');
    expect(untyped).toEqual([]);
  });

  it(`is served at ${OPENAPI_PATH} outside production, without a session`, async () => {
    const res = await new HttpClient(t.baseUrl).get<Document>(OPENAPI_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual(generated);
  });
});

describe('OpenAPI document in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
      SHARING_HMAC_SECRET: 'cd'.repeat(32),
      COOKIE_SECURE: 'false',
    });
  });
  afterAll(() => t.close());

  it(`is not served: ${OPENAPI_PATH} is the normal JSON 404`, async () => {
    const res = await new HttpClient(t.baseUrl).get(OPENAPI_PATH);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
