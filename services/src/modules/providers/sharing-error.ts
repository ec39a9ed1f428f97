import { HttpException, Injectable, PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import type { ApiErrorBody } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';

/** The spec's client reads `error` on a failed share, so sharing errors carry the reason there too. */
export class SharingException extends HttpException {
  constructor(statusCode: number, message: string, field?: string) {
    const body: ApiErrorBody = { statusCode, error: message, message, ...(field ? { field } : {}) };
    super(body, statusCode);
  }
}

/** The zod pipe, answering in the sharing error shape. */
@Injectable()
export class SharingValidationPipe<TSchema extends z.ZodType> implements PipeTransform<unknown, z.output<TSchema>> {
  private readonly inner: ZodValidationPipe<TSchema>;

  constructor(schema: TSchema) {
    this.inner = new ZodValidationPipe(schema);
  }

  transform(value: unknown): z.output<TSchema> {
    try {
      return this.inner.transform(value);
    } catch (error) {
      if (!(error instanceof ApiException)) throw error;
      const body = error.getResponse() as ApiErrorBody;
      throw new SharingException(body.statusCode, body.message, body.field);
    }
  }
}
