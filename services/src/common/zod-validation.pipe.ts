import { Injectable, PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ApiException } from './api-error';

/** The first issue, as "field: message", with the field named for the client. */
export function describeZodError(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : unknownKey;
  if (!field) return { message: 'Request body must be a JSON object' };
  if (unknownKey && issue.path.length === 0) return { message: `${field}: Unknown field`, field };
  return { message: `${field}: ${issue.message}`, field };
}

@Injectable()
export class ZodValidationPipe<TSchema extends z.ZodType> implements PipeTransform<unknown, z.output<TSchema>> {
  constructor(private readonly schema: TSchema) {}

  transform(value: unknown): z.output<TSchema> {
    const result = this.schema.safeParse(value);
    if (!result.success) {
      const { message, field } = describeZodError(result.error);
      throw new ApiException(400, message, field ? { field } : {});
    }
    return result.data;
  }
}
