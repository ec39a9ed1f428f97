import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import type { LogLevelName } from '../../config/app-config';
import { PromiseContext } from './promise-context';

/** What every log line written while serving a request carries: its id (also sent back as X-Request-Id). */
export interface RequestLogContext {
  reqId: string;
}

/** Not an AsyncLocalStorage: see PromiseContext for why, and for where it is entered again. */
export const requestLogContext = new PromiseContext<RequestLogContext>();

/** What every log line written while a worker runs a job carries: which queue, which job, which attempt. */
export interface JobLogContext {
  queue: string;
  jobName: string;
  jobId: string | undefined;
  attempt: number;
}

/**
 * Not an AsyncLocalStorage either: with one, async_hooks tracked every promise, socket callback and timer of the
 * worker, thousands per second when a minute's reminders are pushed. A job's lines are written from its promise
 * continuations; what a timer or an emitter runs for several jobs at once (a shared statement) has no job.
 */
export const jobLogContext = new PromiseContext<JobLogContext>();

const PINO_LEVELS: Record<LogLevelName, Level> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/**
 * Keys whose values never reach a log line, at any depth the paths name: credentials (passwords, session and
 * push tokens, cookies, authorization headers) and health data (notes, answers, message text, plans). Nothing
 * logs request bodies; this is the second line of defence should someone log an object that holds them.
 */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'authToken',
  'authorization',
  'cookie',
  'set-cookie',
  'p256dh',
  'auth',
  'endpoint',
  'notes',
  'responses',
  'answers',
  'message',
  'content',
  'text',
  'body',
  'data',
  'conversationHistory',
  'journal',
  'warningSigns',
  'internalCoping',
  'distractions',
  'helpers',
  'professionals',
  'safeEnvironment',
  'parameters',
  'query',
];

export const REDACT_PATHS = [
  ...SECRET_KEYS.map((key) => `["${key}"]`),
  ...SECRET_KEYS.map((key) => `*["${key}"]`),
  ...SECRET_KEYS.map((key) => `*.*["${key}"]`),
];

/** Errors keep their type, message, code and stack, never the query parameters or rows a driver attaches. */
function errorSerializer(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) {
    const stack = (error as { stack?: unknown } | null)?.stack;
    return { type: 'unknown', stack: typeof stack === 'string' ? stack : undefined };
  }
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    msg: error.message,
    code: typeof code === 'string' ? code : undefined,
    stack: error.stack,
  };
}

/** Method, path (never the query string) and the client's address: no headers, cookies or bodies. */
function requestSerializer(request: {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}) {
  return {
    method: request.method,
    path: request.url?.split('?')[0],
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
  };
}

/**
 * One JSON object per line (pino), with the request id of the request being served or the queue, name, id and
 * attempt of the job being run, redacted as above. Stdout is written asynchronously: a synchronous write per line
 * held the event loop on every answer. pino writes out what it still holds when the process exits, after an
 * uncaught exception too; a stop signal must therefore end in process.exit (shutdown-flush.ts,
 * worker/bounded-shutdown.ts), never in death by the signal.
 */
export function createRootLogger(level: LogLevelName, destination?: DestinationStream): Logger {
  return pino(
    {
      level: PINO_LEVELS[level],
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: errorSerializer, error: errorSerializer, req: requestSerializer },
      mixin: () => {
        const request = requestLogContext.getStore();
        const job = jobLogContext.getStore();
        return { ...(request ? { reqId: request.reqId } : {}), ...job };
      },
    },
    destination ?? pino.destination({ fd: 1, sync: false }),
  );
}

type NestLevel = 'log' | 'error' | 'warn' | 'debug' | 'verbose' | 'fatal';
const NEST_TO_PINO: Record<NestLevel, Level> = {
  log: 'info',
  error: 'error',
  warn: 'warn',
  debug: 'debug',
  verbose: 'trace',
  fatal: 'fatal',
};

/** Nest's Logger calls, written through pino: `new Logger('X').warn(...)` becomes one JSON line with context X. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly root: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('log', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('verbose', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: NestLevel, message: unknown, rest: unknown[]): void {
    const args = [...rest];
    // Nest passes the context last; error() passes a stack before it.
    const context = args.length > 0 && typeof args[args.length - 1] === 'string' ? (args.pop() as string) : undefined;
    const stack = level === 'error' && typeof args[0] === 'string' ? (args.shift() as string) : undefined;
    const fields: Record<string, unknown> = { context };
    // The stack's first line holds the error's message: enough for the operator, no attached query or rows.
    if (stack) fields.err = { type: 'Error', stack };
    if (message instanceof Error) {
      this.root[NEST_TO_PINO[level]]({ ...fields, err: message }, message.message);
    } else if (message !== null && typeof message === 'object') {
      this.root[NEST_TO_PINO[level]]({ ...fields, ...(message as Record<string, unknown>) });
    } else {
      this.root[NEST_TO_PINO[level]](fields, String(message));
    }
  }
}
