import { Body, Param, type PipeTransform, Query } from '@nestjs/common';
import type { z } from 'zod';
import { ZodValidationPipe } from './zod-validation.pipe';

/** Where each handler's request schemas are recorded (read by the OpenAPI document). */
export const ZOD_REQUEST_METADATA = 'anchor:zod-request';
export type RequestPart = 'body' | 'query' | 'params';
export type ZodRequestSchemas = Partial<Record<RequestPart, z.ZodType>>;

type NestParamDecorator = (...pipes: PipeTransform[]) => ParameterDecorator;
/** A pipe built from the schema: ZodValidationPipe, or one answering in another error shape. */
export type ZodPipeClass = new (schema: z.ZodType) => PipeTransform;

function zodParameter(part: RequestPart, nestDecorator: NestParamDecorator) {
  return (schema: z.ZodType, Pipe: ZodPipeClass = ZodValidationPipe): ParameterDecorator =>
    (target, propertyKey, index) => {
      if (propertyKey !== undefined) {
        const handler = (target as Record<string | symbol, object>)[propertyKey];
        const recorded: ZodRequestSchemas = Reflect.getMetadata(ZOD_REQUEST_METADATA, handler) ?? {};
        Reflect.defineMetadata(ZOD_REQUEST_METADATA, { ...recorded, [part]: schema }, handler);
      }
      nestDecorator(new Pipe(schema))(target, propertyKey, index);
    };
}

/**
 * The request body parsed by `schema` (a 400 naming the field otherwise). Declare the parameter as
 * `z.output<typeof schema>`: coerced and defaulted values arrive with their parsed types.
 */
export const ZodBody = zodParameter('body', Body);
/** The query string parsed by `schema`; declare the parameter as `z.output<typeof schema>`. */
export const ZodQuery = zodParameter('query', Query);
/** The route parameters parsed by `schema`; declare the parameter as `z.output<typeof schema>`. */
export const ZodParams = zodParameter('params', Param);
