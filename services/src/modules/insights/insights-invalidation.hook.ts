import type { FastifyInstance } from 'fastify';
import type { AuthenticatedRequest } from '../../common/auth/authenticated-request';
import type { InsightsCache } from './insights-cache.service';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every successful change a signed-in person makes (a check-in, a metric, an assessment, a practice session, a
 * reminder answer, a chat message, a new time zone) drops their kept insights before the answer is sent, so the
 * next read of the Insights tab computes afresh. Watching every write in one place keeps this true for writes
 * added later, without the modules that own the data knowing about insights. A refused request (an answer of 400
 * or more) wrote nothing. A Fastify hook rather than a global Nest interceptor: an interceptor puts every request,
 * reads included, through an RxJS pipeline, which cost about a tenth of the API's CPU per request.
 */
export function registerInsightsInvalidation(fastify: FastifyInstance, cache: InsightsCache): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const userId = (request as Partial<AuthenticatedRequest>).user?.id;
    if (!STATE_CHANGING.has(request.method) || userId === undefined || reply.statusCode >= 400) {
      done(null, payload);
      return;
    }
    // invalidate() never rejects: a Redis failure is logged and only costs the cache.
    void cache.invalidate(userId).then(() => done(null, payload));
  });
}
