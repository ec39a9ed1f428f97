import { Body, Param, type PipeTransform, Query } from '@nestjs/common';
import type { z } from 'zod';
import { ZodValidationPipe } from './zod-validation.pipe';

/** Where each handler's request and response schemas are recorded (read by the OpenAPI document). */
export const ZOD_RESPONSE_METADATA = 'anchor:zod-response';
export const ZOD_REQUEST_METADATA = 'anchor:zod-request';
type RequestPart = 'body' | 'query' | 'params';
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

/**
 * What the handler answers with (its JSON body on success), for the OpenAPI document: a schema from
 * libs/contracts. The handler must return the schema's output type (a type error otherwise); the answer itself
 * is not parsed again at run time.
 */
export function ZodResponse<S extends z.ZodType>(schema: S) {
  return <H extends (...args: never[]) => z.output<S> | Promise<z.output<S>>>(
    _target: object,
    _propertyKey: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    Reflect.defineMetadata(ZOD_RESPONSE_METADATA, schema, descriptor.value as object);
  };
}
