import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorBody, ApiErrorCodeValue } from '@anchor/contracts';
import { isServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './service-unavailable';

/** The HTTP reason phrase used as `error` in every body. */
export function reasonPhrase(statusCode: number): string {
  const name = HttpStatus[statusCode] as string | undefined;
  if (!name) return statusCode >= 500 ? 'Internal Server Error' : 'Error';
  const special: Record<string, string> = { I_AM_A_TEAPOT: "I'm a teapot" };
  return (
    special[name] ??
    name
      .toLowerCase()
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

export type ApiErrorBodyWithCode = ApiErrorBody & { code?: ApiErrorCodeValue };

export function errorBody(
  statusCode: number,
  message: string,
  extra: { field?: string; code?: ApiErrorCodeValue } = {},
): ApiErrorBodyWithCode {
  return { statusCode, error: reasonPhrase(statusCode), message, ...extra };
}

/** An HttpException whose response is already an ApiErrorBody. */
export class ApiException extends HttpException {
  constructor(statusCode: number, message: string, extra: { field?: string; code?: ApiErrorCodeValue } = {}) {
    super(errorBody(statusCode, message, extra), statusCode);
  }
}

function messageOf(response: unknown, fallback: string): string {
  if (typeof response === 'string') return response;
  if (response && typeof response === 'object' && 'message' in response) {
    const message = (response as { message: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message) && message.length > 0) return String(message[0]);
  }
  return fallback;
}

/** Errors Fastify raises itself (body parsing, content type) carry a statusCode and a code. */
interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
}

/** Maps anything thrown to the body the client sees; unknown errors never leak their message. */
export function toErrorBody(error: unknown): ApiErrorBodyWithCode {
  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    const response = error.getResponse();
    if (response && typeof response === 'object' && 'statusCode' in response && 'error' in response) {
      return { ...(response as ApiErrorBodyWithCode), statusCode, message: messageOf(response, error.message) };
    }
    return errorBody(statusCode, messageOf(response, error.message));
  }
  const fastifyError = error as FastifyLikeError | null;
  const statusCode = fastifyError?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    if (fastifyError?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return errorBody(400, 'Request body is not valid JSON');
    }
    return errorBody(statusCode, fastifyError?.message ?? reasonPhrase(statusCode));
  }
  if (isServiceUnavailable(error)) return errorBody(503, SERVICE_UNAVAILABLE_MESSAGE);
  return errorBody(500, 'Something went wrong on our side. Please try again.');
}
