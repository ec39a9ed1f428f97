/** What a caller reads while PostgreSQL or Redis cannot be reached (503): the request changed nothing. */
export const SERVICE_UNAVAILABLE_MESSAGE = "Anchor can't reach its records right now. Please try again in a minute.";

/** Seconds a client is asked to wait (Retry-After) before trying again after a 503. */
export const SERVICE_UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * Error codes of a dependency that is down or going down, not of a bad query: the socket's (refused, reset,
 * timed out), and PostgreSQL's connection classes (08xxx), shutdown (57P01-57P03) and too many connections.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Messages of pg-pool (a connection lost or not made in time) and of ioredis (Redis unreachable). */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Connection is closed\.?$/,
  /^Reached the max retries per request limit/,
  /^Command timed out$/,
  /^Stream isn't writeable and enableOfflineQueue options is false$/,
  // TypeORM releases a query runner whose connection emitted an error; the transaction's next query says so.
  /^Query runner already released/,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * True when `error` (or what it wraps: TypeORM's driverError, a cause, an AggregateError's errors) says
 * PostgreSQL or Redis cannot be reached. Such a failure is the dependency's, not the request's: it is
 * answered 503 with a sentence, and the client may retry.
 */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, driverError, cause, errors } = error as ErrorLike;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  const inner = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((wrapped) => wrapped !== error && isServiceUnavailable(wrapped, depth + 1));
}
