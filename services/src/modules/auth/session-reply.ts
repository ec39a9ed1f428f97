import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthResponse, SecondFactorStateValue } from '@anchor/contracts';
import type { AppConfig } from '../../config';
import type { UserEntity } from '../users/entities/user.entity';
import { toPublicUser } from '../users/public-user';
import { setSessionCookie } from './session-token';

/**
 * A browser announces itself: it sends Origin on every POST and Sec-Fetch-Site on every request, and script cannot
 * remove either. Sec-Fetch-Mode alone says nothing: Node's fetch (undici) sends `Sec-Fetch-Mode: cors` too, from
 * servers, scripts and benchmarks that need the token. Such a caller keeps the session in the httpOnly cookie and never sees the token, so script on the
 * page cannot read it; other clients need the token in the body. X-Requested-With tells nothing here: every
 * client sends it to sign in, since the CSRF check asks it of each state-changing call without a Bearer token.
 */
export function isBrowserRequest(request: FastifyRequest): boolean {
  const headers = request.headers;
  return Boolean(headers.origin || headers['sec-fetch-site']);
}

export interface SignedInAnswer {
  user: UserEntity;
  token: string;
  secondFactor: SecondFactorStateValue;
}

/** Sets the session cookie and answers the user, with the token only for a non-browser client. */
export function answerSignedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  { user, token, secondFactor }: SignedInAnswer,
  config: AppConfig,
): AuthResponse {
  setSessionCookie(reply, token, config);
  return { ...toPublicUser(user), ...(isBrowserRequest(request) ? {} : { authToken: token }), secondFactor };
}

/** A replacement session (after a second factor): the cookie, and the token for a non-browser client. */
export function answerNewSession(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  config: AppConfig,
): { authToken?: string } {
  setSessionCookie(reply, token, config);
  return isBrowserRequest(request) ? {} : { authToken: token };
}
