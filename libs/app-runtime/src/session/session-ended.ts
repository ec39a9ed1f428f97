import { createAction } from '@reduxjs/toolkit';
import { ApiPath } from '@anchor/contracts';

/** A call answered 401: whatever session this page had is gone (expired, revoked, signed out elsewhere). */
export const sessionEnded = createAction('session/ended');

/** Where a 401 means "wrong credentials" or "already signed out", not "your session ended". */
const AUTH_ATTEMPT_PATHS: readonly string[] = [ApiPath.login, ApiPath.register, ApiPath.logout];

export const isAuthAttempt = (url: string): boolean => AUTH_ATTEMPT_PATHS.includes(url.split('?')[0] ?? url);

/**
 * The path (and query) to come back to after signing in again, /auth itself never one, and the history state it
 * had (home's open tab lives there).
 */
export type ReturnToState = { from?: string; fromState?: unknown } | null;

export const returnToFrom = (state: unknown): string => {
  const from = (state as ReturnToState)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/auth')
    ? from
    : '/';
};

/** The history state of the page to come back to, for the navigation back there. */
export const returnStateFrom = (state: unknown): unknown => (state as ReturnToState)?.fromState ?? null;
