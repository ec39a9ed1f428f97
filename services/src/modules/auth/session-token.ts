import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@anchor/contracts';
import type { AppConfig } from '../../config';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak does not hand out live sessions. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, as the session guard reads it. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** Every token the request presents: Bearer first (non-browser clients), then the cookie. */
export function presentedTokens(request: FastifyRequest): string[] {
  const tokens = [bearerToken(request), sessionCookie(request)];
  return tokens.filter((token): token is string => typeof token === 'string' && token.length > 0);
}

/**
 * The one cookie we use is read and written here rather than through @fastify/cookie, whose ESM-only
 * `cookie` dependency is loaded by dynamic import and cannot run under Jest without VM modules.
 */
function sessionCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === SESSION_COOKIE) {
      const value = part.slice(index + 1).trim();
      return /^[A-Za-z0-9_-]+$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export function hasSessionCookie(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
}

function serializeCookie(value: string, maxAgeSeconds: number, config: AppConfig): string {
  const attributes = [`${SESSION_COOKIE}=${value}`, `Max-Age=${maxAgeSeconds}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (maxAgeSeconds === 0) attributes.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (config.cookieSecure) attributes.push('Secure');
  return attributes.join('; ');
}

/** Tokens are base64url, so they need no encoding inside a cookie. */
export function setSessionCookie(reply: FastifyReply, token: string, config: AppConfig): void {
  reply.header('Set-Cookie', serializeCookie(token, config.session.absoluteHours * 3600, config));
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.header('Set-Cookie', serializeCookie('', 0, config));
}
