import fc from 'fast-check';
import type { z } from 'zod';

/** Field names of an object schema (refined objects keep their shape), or none. */
export function schemaKeys(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085'];

const wrongType = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  fc.string({ maxLength: 20 }),
);

const controlText = fc
  .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 10 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

const hugeValue = fc.oneof(
  fc.constant('x'.repeat(200_000)),
  fc.constant(1e308),
  fc.constant(-1e308),
  fc.constant(2 ** 31),
  fc.constant(Number.MAX_SAFE_INTEGER + 2),
  fc.constant(1e20),
  fc.array(fc.constant(1), { minLength: 5000, maxLength: 5000 }),
);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

function withKey(keys: string[]) {
  return fc.constantFrom(...(keys.length > 0 ? keys : ['value']));
}

/** A JSON value that some rule of the schema must refuse: the kinds of input an attacker tries first. */
export function hostileBody(keys: string[]): fc.Arbitrary<unknown> {
  const key = withKey(keys);
  const oneField = (value: fc.Arbitrary<unknown>) => fc.tuple(key, value).map(([k, v]) => ({ [k]: v }));
  return fc.oneof(
    wrongType,
    fc.dictionary(key, wrongType, { minKeys: 1 }),
    fc.constant({}),
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), wrongType).map(([k, v]) => ({ [`zz_${k}`]: v })),
    oneField(controlText),
    oneField(hugeValue),
    oneField(fc.integer({ min: 40, max: 3000 }).map(nested)),
    fc.constantFrom(...PROTOTYPE_KEYS).map((k) => JSON.parse(`{"${k}": {"role": "admin", "isAdmin": true}}`)),
  );
}

/** A query string (without `?`) that the query schema must refuse. */
export function hostileQuery(keys: string[]): fc.Arbitrary<string> {
  const key = withKey(keys);
  const value = fc.oneof(
    fc.constantFrom('%00', 'a%00b', '%1b', '-1', '0', '1e308', '99999999999999999999', 'NaN', '', 'x'.repeat(5000)),
    fc.string({ maxLength: 8 }).map(encodeURIComponent),
  );
  return fc.oneof(
    fc.tuple(key, value).map(([k, v]) => `${encodeURIComponent(k)}=${v}`),
    fc.tuple(key, value, value).map(([k, a, b]) => `${encodeURIComponent(k)}=${a}&${encodeURIComponent(k)}=${b}`),
    fc.string({ minLength: 1, maxLength: 8 }).map((k) => `zz_${encodeURIComponent(k)}=1`),
    fc.constantFrom(...PROTOTYPE_KEYS).map((k) => `${k}=1&${k}[role]=admin`),
  );
}

/** Parses a query string the way the schema will see it (last value wins is not assumed: repeated keys stay arrays). */
export function parsedQuery(query: string): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const existing = parsed[key];
    parsed[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return parsed;
}

export const HOSTILE_ID_PARAMS = ['0', '-1', '2147483648', '99999999999999999999', '1.5', 'abc', '%00', '1e3'];

/**
 * Values every query parameter meets, accepted by its schema or not: past the id range, beyond any number type,
 * negative, not a number, empty. A schema that lets one through must still never cause a 5xx.
 */
export const OUT_OF_RANGE_QUERY_VALUES = [
  '2147483648',
  '99999999999999999999',
  '1e308',
  '-1',
  '-2147483649',
  '1.5',
  'abc',
  '',
];

/** `key=value` for each of the values above, and the key given twice (an array). */
export function outOfRangeQueries(key: string): string[] {
  const name = encodeURIComponent(key);
  return [...OUT_OF_RANGE_QUERY_VALUES.map((value) => `${name}=${value}`), `${name}=1&${name}=2`];
}
