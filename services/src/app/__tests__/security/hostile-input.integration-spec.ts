import fc from 'fast-check';
import type { z } from 'zod';
import { HttpClient } from '@anchor/services/test/http-client';
import { MAX_ROW_ID } from '@anchor/contracts';
import {
  hostileBody,
  hostileQuery,
  outOfRangeQueries,
  parsedQuery,
  schemaKeys,
} from '@anchor/services/test/security/hostile-input';
import { integerFields } from '@anchor/services/test/security/integer-fields';
import { signedInProvider } from '@anchor/services/test/provider-test-kit';
import { fillParams, type ApiRoute, apiRoutes } from '@anchor/services/test/security/route-table';
import { rowCounts, rowsChanged } from '@anchor/services/test/security/row-snapshot';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

/** Generated inputs per schema; a fixed seed keeps a failure reproducible. */
const RUNS_PER_SCHEMA = 25;
const SEED = 14;

const figures = { schemas: 0, requests: 0, serverErrors: 0, rowsChanged: 0, unnamed: 0 };

interface Refusal {
  route: string;
  input: string;
  status: number;
  message: string;
}

function isPlainObject(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function describe400(res: { status: number; body: unknown }): { field?: string; message?: string } {
  return (res.body ?? {}) as { field?: string; message?: string };
}

/** About a thousand requests per test: minutes, not seconds, on a loaded two-core machine. */
const HOSTILE_SUITE_TIMEOUT_MS = 300_000;

describe('hostile input on every body and query schema of the route table', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  let client: HttpClient;
  let provider: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    routes = apiRoutes(t.app);
    client = (await signUp(t, 'hostile_input')).client;
    provider = await signedInProvider(t, 'hostile.provider@example.com', 'Dr Hostile');
  });

  /** Each route as a caller its roles let in, so the input reaches validation and the handler. */
  const callerOf = (route: ApiRoute): HttpClient => (route.roles.includes('provider') ? provider : client);
  afterAll(async () => {
    console.log(
      `security suite (hostile input): ${figures.schemas} schemas, ${figures.requests} generated requests, ` +
        `${figures.serverErrors} 5xx, ${figures.rowsChanged} rows changed, ${figures.unnamed} 400s without a field`,
    );
    await t.close();
  });

  /** Records what must not happen: a 5xx, a success, or a 400 on an object that does not name the field. */
  function judge(failures: Refusal[], route: ApiRoute, input: unknown, res: { status: number; body: unknown }) {
    figures.requests += 1;
    if (res.status >= 500) figures.serverErrors += 1;
    const { field, message = '' } = describe400(res);
    // A rule about the whole body (field "body") is its own sentence; every other 400 reads "field: rule".
    const named = typeof field === 'string' && (message.startsWith(`${field}: `) || field === 'body');
    const unnamed = res.status === 400 && (!named || (isPlainObject(input) && message.includes('JSON object')));
    if (unnamed) figures.unnamed += 1;
    const bad = res.status < 400 || res.status >= 500 || unnamed;
    if (bad) {
      const text = JSON.stringify(input) ?? String(input);
      failures.push({ route: `${route.method} ${route.path}`, input: text.slice(0, 120), status: res.status, message });
    }
  }

  function samples<T>(arbitrary: fc.Arbitrary<T>, schema: z.ZodType, parse: (value: T) => unknown): T[] {
    return fc
      .sample(arbitrary, { numRuns: RUNS_PER_SCHEMA, seed: SEED })
      .filter((value) => !schema.safeParse(parse(value)).success);
  }

  it(
    'answers every hostile body with a 4xx naming the field, never a 5xx, and writes nothing',
    async () => {
      const before = await rowCounts(t.dataSource);
      const failures: Refusal[] = [];
      for (const route of routes.filter((r) => r.body)) {
        const schema = route.body as z.ZodType;
        figures.schemas += 1;
        for (const body of samples(hostileBody(schemaKeys(schema)), schema, (value) => value)) {
          const res = await client.request(route.method, fillParams(route.path, 1), { rawBody: JSON.stringify(body) });
          judge(failures, route, body, res);
        }
      }
      const changed = rowsChanged(before, await rowCounts(t.dataSource));
      figures.rowsChanged += changed;
      expect(failures).toEqual([]);
      expect(changed).toBe(0);
    },
    HOSTILE_SUITE_TIMEOUT_MS,
  );

  it('bounds every whole number a body, query or path carries to the id range', () => {
    const unbounded = routes.flatMap((route) =>
      (['body', 'query', 'params'] as const).flatMap((part) =>
        integerFields(route[part] ?? ({} as z.ZodType))
          .filter((field) => field.max > MAX_ROW_ID || field.min < -MAX_ROW_ID)
          .map((field) => `${route.method} ${route.path} ${part}.${field.path}: ${field.min} to ${field.max}`),
      ),
    );
    expect(unbounded).toEqual([]);
  });

  it(
    'answers out-of-range, huge, negative, non-numeric and repeated query values with a 400 naming what the schema refuses, never a 5xx',
    async () => {
      const failures: Refusal[] = [];
      for (const route of routes.filter((r) => r.query)) {
        const schema = route.query as z.ZodType;
        for (const query of schemaKeys(schema).flatMap(outOfRangeQueries)) {
          const res = await callerOf(route).request(route.method, `${fillParams(route.path, 1)}?${query}`);
          const parsed = schema.safeParse(parsedQuery(query));
          figures.requests += 1;
          if (res.status >= 500) figures.serverErrors += 1;
          const { field, message = '' } = describe400(res);
          // A refused query names the parameter the shared schema names (another one may be missing first).
          const refusedField = parsed.success ? undefined : parsed.error.issues[0].path.map(String).join('.');
          const named = res.status === 400 && field === refusedField && message.startsWith(`${field}: `);
          if (res.status >= 500 || (!parsed.success && !named)) {
            failures.push({ route: `${route.method} ${route.path}`, input: query, status: res.status, message });
          }
        }
      }
      expect(failures).toEqual([]);
    },
    HOSTILE_SUITE_TIMEOUT_MS,
  );

  it(
    'answers every hostile query with a 4xx naming the parameter, never a 5xx, and writes nothing',
    async () => {
      const before = await rowCounts(t.dataSource);
      const failures: Refusal[] = [];
      for (const route of routes.filter((r) => r.query)) {
        const schema = route.query as z.ZodType;
        figures.schemas += 1;
        for (const query of samples(hostileQuery(schemaKeys(schema)), schema, parsedQuery)) {
          const res = await client.request(route.method, `${fillParams(route.path, 1)}?${query}`);
          judge(failures, route, parsedQuery(query), res);
        }
      }
      const changed = rowsChanged(before, await rowCounts(t.dataSource));
      figures.rowsChanged += changed;
      expect(failures).toEqual([]);
      expect(changed).toBe(0);
    },
    HOSTILE_SUITE_TIMEOUT_MS,
  );
});
