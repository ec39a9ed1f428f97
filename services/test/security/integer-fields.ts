import type { z } from 'zod';

/** One whole-number field of a request schema, with the range the schema accepts. */
export interface IntegerField {
  /** Dotted path inside the body, query or path parameters (`[]` for an array's items). */
  path: string;
  min: number;
  max: number;
}

interface SchemaInternals {
  _zod: { def: Record<string, unknown> & { type: string } };
  isInt?: boolean;
  minValue?: number | null;
  maxValue?: number | null;
}

const isSchema = (value: unknown): value is SchemaInternals =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The step a definition key adds to a field's path: object keys by name, array items as `[]`, wrappers nothing. */
function step(key: string, path: string): string {
  if (key === 'element') return `${path}[]`;
  return path;
}

/**
 * Every whole-number field reachable in a zod schema, however it is wrapped (optional, default, pipe, union,
 * array, record, refinement): read from zod's own definitions, so a field added later is found without a list.
 */
export function integerFields(schema: z.ZodType, path = '', seen = new Set<unknown>()): IntegerField[] {
  if (!isSchema(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const { def } = schema._zod;
  if (def.type === 'number' && schema.isInt) {
    return [{ path: path || '(value)', min: schema.minValue ?? -Infinity, max: schema.maxValue ?? Infinity }];
  }
  const found: IntegerField[] = [];
  for (const [key, value] of Object.entries(def)) {
    if (key === 'shape' && value && typeof value === 'object') {
      for (const [name, field] of Object.entries(value)) {
        found.push(...integerFields(field as z.ZodType, path ? `${path}.${name}` : name, seen));
      }
    } else if (Array.isArray(value)) {
      for (const option of value) found.push(...integerFields(option as z.ZodType, path, seen));
    } else if (isSchema(value)) {
      found.push(...integerFields(value as unknown as z.ZodType, step(key, path), seen));
    }
  }
  return found;
}
