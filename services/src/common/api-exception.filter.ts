import { ArgumentsHost, Catch, ExceptionFilter, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorBody } from './api-error';
import { routeOf } from './logging/request-logging';
import { securityEvent } from './logging/security-events';
import { SERVICE_UNAVAILABLE_RETRY_SECONDS } from './service-unavailable';

/** Refused access worth a security-log line: unauthenticated, forbidden (roles), not found (others' ids), limited. */
const REFUSALS = new Set([401, 403, 404, 429]);

/** Answers a browser navigation to an unknown path with the shell (client-side routing); null to decline. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly spaFallback: SpaFallback = () => false) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const request = context.getRequest<FastifyRequest>();
    const reply = context.getResponse<FastifyReply>();
    if (exception instanceof NotFoundException && this.spaFallback(request, reply)) return;
    const body = toErrorBody(exception);
    if (REFUSALS.has(body.statusCode) && request.url.split('?')[0].startsWith('/api')) {
      securityEvent('access.denied', {
        userId: (request as FastifyRequest & { user?: { id?: number } }).user?.id,
        ip: request.ip,
        method: request.method,
        route: routeOf(request),
        status: body.statusCode,
      });
    }
    if (body.statusCode === 503) {
      // One short line per refused request: an outage would otherwise print a stack for every request.
      const reason = (exception as Error | null)?.message?.split('\n')[0];
      this.logger.warn(`${request.method} ${routeOf(request)} answered 503: ${reason ?? 'dependency unavailable'}`);
    } else if (body.statusCode >= 500) {
      // Method and path only: bodies may hold health data.
      this.logger.error(`${request.method} ${request.url.split('?')[0]} failed`, (exception as Error)?.stack);
    }
    const retryAfter =
      (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds ??
      (body.statusCode === 503 ? SERVICE_UNAVAILABLE_RETRY_SECONDS : undefined);
    if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
    reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }
}
