import { Injectable, PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ApiException } from './api-error';

/** What a rule about the whole body (not one field) is reported against. */
const WHOLE_BODY = 'body';

type ZodIssue = z.core.$ZodIssue;

/** The union branch that came closest: its first issue lies deepest, then it has the fewest issues. */
function closestBranch(branches: ZodIssue[][]): ZodIssue | undefined {
  const ranked = branches
    .filter((issues) => issues.length > 0)
    .sort((a, b) => b[0].path.length - a[0].path.length || a.length - b.length);
  return ranked[0]?.[0];
}

function describeIssue(issue: ZodIssue, input: unknown): { message: string; field: string } {
  if (issue.code === 'invalid_union' && issue.path.length === 0) {
    const branch = closestBranch(issue.errors);
    if (branch) return describeIssue(branch, input);
  }
  if (issue.path.length > 0) {
    const field = issue.path.map(String).join('.');
    return { message: `${field}: ${issue.message}`, field };
  }
  if (issue.code === 'unrecognized_keys') return { message: `${issue.keys[0]}: Unknown field`, field: issue.keys[0] };
  const isObject = input !== null && typeof input === 'object' && !Array.isArray(input);
  // A rule about the body as a whole ("At least one setting is required") is its own sentence.
  if (isObject && issue.code === 'custom') return { message: issue.message, field: WHOLE_BODY };
  return { message: 'Request body must be a JSON object', field: WHOLE_BODY };
}

/** The first issue, as "field: message" naming the field, or the rule itself when it is about the whole body. */
export function describeZodError(error: z.ZodError, input?: unknown): { message: string; field: string } {
  return describeIssue(error.issues[0], input);
}

@Injectable()
export class ZodValidationPipe<TSchema extends z.ZodType> implements PipeTransform<unknown, z.output<TSchema>> {
  constructor(private readonly schema: TSchema) {}

  transform(value: unknown): z.output<TSchema> {
    const result = this.schema.safeParse(value);
    if (!result.success) {
      const { message, field } = describeZodError(result.error, value);
      throw new ApiException(400, message, { field });
    }
    return result.data;
  }
}
