import { ArgumentsHost, Catch, ExceptionFilter, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorBody } from './api-error';

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
    if (body.statusCode >= 500) {
      // Method and path only: bodies may hold health data.
      this.logger.error(`${request.method} ${request.url.split('?')[0]} failed`, (exception as Error)?.stack);
    }
    const retryAfter = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
    reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }
}
