import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { ApiPath } from '@anchor/contracts';
import { requestLogContext } from './app-logger';

/**
 * The probes a process manager or load balancer calls every few seconds (Kubernetes: each pod, twice, every 10 s).
 * Their answers that say "alive"/"ready" are logged at debug, so the log holds what people did; a failing probe
 * (503) is logged at info like every other answer.
 */
const PROBE_ROUTES = new Set<string>([ApiPath.health, ApiPath.healthReady]);

/** A caller's X-Request-Id is kept when it is a plain token (tracing through a proxy); anything else is replaced. */
export function requestIdFor(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._:-]{8,100}$/.test(given) ? given : randomUUID();
}

/** The route pattern Fastify matched (ids as `:id`), else the path without its query string. */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split('?')[0];
}

/**
 * Every line logged while a request is served carries its id (requestLogContext, entered again after the body is
 * read, where the stream's callbacks lose it); the id goes back as X-Request-Id; one line per answer: its id,
 * method, route (the pattern, ids as `:id`; never a query string), status and time taken (at debug for a passing
 * probe).
 */
export function registerRequestLogging(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    requestLogContext.run({ reqId: request.id }, done);
  });
  fastify.addHook('preHandler', (request, _reply, done) => {
    // A request without a body is still in the context entered above: entering it again would cost for nothing.
    if (requestLogContext.getStore()?.reqId === request.id) return done();
    requestLogContext.run({ reqId: request.id }, done);
  });
  // The request line's fields are fixed and none is a redacted key: a logger without redaction spares every
  // answer pino's walk of the redaction paths over each field.
  const requestLines = logger.child({}, { redact: [] });
  fastify.addHook('onResponse', (request: FastifyRequest, reply, done) => {
    const passingProbe = reply.statusCode < 400 && PROBE_ROUTES.has(routeOf(request));
    requestLines[passingProbe ? 'debug' : 'info'](
      {
        reqId: request.id,
        method: request.method,
        route: routeOf(request),
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
    done();
  });
}
