import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { HEALTH_CSV_MAX_BYTES, HealthMetricsApiPath } from '@anchor/contracts';
import { errorBody } from '../common/api-error';
import type { SessionService } from '../modules/auth/session.service';
import { presentedTokens } from '../modules/auth/session-token';

const CSV = 'text/csv';

/** Methods whose body Fastify never reads: a CSV content type on them costs nothing. */
const BODYLESS = new Set(['GET', 'HEAD']);

/** The one route that takes a CSV body: the health-metrics import. Matched by the route Fastify matched. */
function isCsvImport(request: FastifyRequest): boolean {
  return request.method === 'POST' && request.routeOptions.url === HealthMetricsApiPath.import;
}

async function hasLiveSession(request: FastifyRequest, sessions: SessionService): Promise<boolean> {
  for (const token of presentedTokens(request)) {
    if (await sessions.validate(token)) return true;
  }
  return false;
}

/** Answers without reading the body; the connection closes rather than carry the unread bytes into a next request. */
function refuse(reply: FastifyReply, status: 401 | 415, message: string): void {
  void reply
    .status(status)
    .header('connection', 'close')
    .header('cache-control', 'no-store')
    .send(errorBody(status, message));
}

/**
 * CSV bodies (up to 5 MB) are read only for the import route and only for a caller with a live session:
 * before the body is parsed, an anonymous import is a 401 and a CSV sent anywhere else is a 415. The
 * session guard still decides the import route as every other one; this check only keeps a stranger's
 * megabytes off the server.
 */
export function registerCsvUpload(fastify: FastifyInstance, sessions: SessionService): void {
  fastify.addHook(
    'preParsing',
    (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: RequestPayload,
      done: (error?: Error | null, payload?: RequestPayload) => void,
    ) => {
      if (isCsvImport(request)) {
        hasLiveSession(request, sessions).then(
          (live) => (live ? done(null, payload) : refuse(reply, 401, 'Not signed in')),
          (error: Error) => done(error),
        );
        return;
      }
      const sendsCsv = request.headers['content-type'] !== undefined && request.mediaType === CSV;
      if (sendsCsv && !BODYLESS.has(request.method)) {
        return refuse(reply, 415, `Content-Type ${CSV} is accepted only by POST ${HealthMetricsApiPath.import}.`);
      }
      done(null, payload);
    },
  );
  registerCsvParser(fastify);
}

/** Health-metric imports up to the import limit; anything larger is refused with the limit in the message. */
function registerCsvParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    CSV,
    { parseAs: 'string', bodyLimit: HEALTH_CSV_MAX_BYTES * 2 },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (Buffer.byteLength(text, 'utf8') > HEALTH_CSV_MAX_BYTES) {
        const error = Object.assign(
          new Error('file: The file is larger than 5 MB. Split it into smaller files and import each one.'),
          { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' },
        );
        return done(error, undefined);
      }
      done(null, text);
    },
  );
}
