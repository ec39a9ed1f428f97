import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { SubscriptionApiPath } from '@anchor/contracts';
import { errorBody } from '../common/api-error';
import { routeOf } from '../common/logging/request-logging';
import { securityEvent } from '../common/logging/security-events';
import { bearerToken, hasSessionCookie } from '../modules/auth/session-token';
import type { RemotesService } from '../modules/web/remotes.service';
import { parseJsonBody } from './request-input-guard';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type OnSendDone = (error: Error | null, payload?: unknown) => void;

/**
 * Routes a payment processor calls, authenticated by its signature over the exact bytes sent: they keep the
 * raw body, and the CSRF header is not asked of them (a forged cross-site form cannot sign its body).
 * Matched by the route the server matched, never the raw URL.
 */
const SIGNED_WEBHOOK_ROUTES = new Set<string>([SubscriptionApiPath.stripeWebhook]);

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, kept only on signed webhook routes. */
    rawBody?: string;
  }
}

function isApiPath(path: string | undefined): boolean {
  return path !== undefined && (path === '/api' || path.startsWith('/api/'));
}

/** The path as the router sees it: percent-decoding undone, absolute-form targets reduced to their path. */
function decodedPathname(rawUrl: string): string | undefined {
  try {
    return decodeURIComponent(new URL(rawUrl, 'http://request.invalid').pathname);
  } catch {
    return undefined;
  }
}

/**
 * An API request by the route Fastify matched, or for unmatched requests by the decoded path, never by the raw
 * target: `/%61pi/...` and `http://host/api/...` reach the same handlers as `/api/...` and meet the same rules.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url) || isApiPath(decodedPathname(request.url));
}

/** Whether a token is a live session's (the session guard, which tries a Bearer token first, will accept it). */
export type LiveSessionCheck = (token: string) => Promise<boolean>;

function refuseForgeable(request: FastifyRequest, reply: FastifyReply): void {
  securityEvent('access.csrf_refused', {
    ip: request.ip,
    method: request.method,
    route: routeOf(request),
    status: 403,
  });
  // An answer sent from a callback hook ends the request: done() is not called.
  void reply.status(403).header('cache-control', 'no-store').send(errorBody(403, 'Missing X-Requested-With header'));
}

/**
 * CSRF defence: a cross-site form cannot set X-Requested-With, so every state-changing /api call from a browser
 * must show it (on top of SameSite=Lax). A non-browser client proves itself instead with the Bearer token that
 * authenticates it; any Bearer header is not enough while the session cookie rides along, because the guard
 * falls back to the cookie when the Bearer token is dead. So with the cookie present, the Bearer token must be
 * a live session's (the one the guard then authenticates by); without it, the Bearer token is the only
 * credential the request can be authenticated by.
 */
export function registerCsrfCheck(fastify: FastifyInstance, isLiveSession: LiveSessionCheck): void {
  // Callback-style hooks here and below: an async hook costs every request a promise and a microtask turn.
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!STATE_CHANGING.has(request.method) || !isApiRequest(request)) return done();
    if (SIGNED_WEBHOOK_ROUTES.has(request.routeOptions.url ?? '')) return done();
    if (request.headers['x-requested-with'] === 'XMLHttpRequest') return done();
    const bearer = bearerToken(request);
    if (bearer === undefined) return refuseForgeable(request, reply);
    if (!hasSessionCookie(request)) return done();
    isLiveSession(bearer).then(
      (live) => (live ? done() : refuseForgeable(request, reply)),
      (error: Error) => done(error),
    );
  });
}

function contentSecurityPolicy(remoteOrigins: string[]): string {
  const code = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    // styled-components injects <style> tags at run time.
    `style-src ${code} 'unsafe-inline'`,
    `connect-src ${code}`,
    `font-src ${code} data:`,
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Browser features the product uses: the microphone (the assistant's voice input) for our own pages, nothing else. */
export const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'camera=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

export interface ResponseHeaderOptions {
  /** Strict-Transport-Security is sent when the public URL is https. */
  hsts: boolean;
}

/** No caching of API answers; nosniff (and HSTS behind https) on every answer; hardening headers on HTML pages. */
export function registerResponseHeaders(
  fastify: FastifyInstance,
  remotes: RemotesService,
  options: ResponseHeaderOptions,
): void {
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: OnSendDone) => {
    if (isApiRequest(request)) reply.header('Cache-Control', 'no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    if (options.hsts) reply.header('Strict-Transport-Security', HSTS);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return done(null, payload);
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    remotes.remoteOrigins(request).then(
      (origins) => {
        reply.header('Content-Security-Policy', contentSecurityPolicy(origins));
        done(null, payload);
      },
      (error: Error) => done(error),
    );
  });
}

/** JSON bodies: an empty body means "no body"; unparsable or unsafe input is a clear 400, never a 500. */
export function registerJsonParser(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (SIGNED_WEBHOOK_ROUTES.has(request.routeOptions.url ?? '')) request.rawBody = text;
    const parsed = parseJsonBody(text);
    if ('error' in parsed) done(parsed.error, undefined);
    else done(null, parsed.value);
  });
}
