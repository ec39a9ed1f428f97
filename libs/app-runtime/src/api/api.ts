import { createApi } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { isAuthAttempt, sessionEnded } from '../session/session-ended';
import type { ApiError } from './api-error';
import { anchorBaseQuery, type ApiExtraOptions, type ApiRequest } from './base-query';

/** Cached data never goes stale by itself: keep it for the longest timer browsers allow. */
const KEEP_UNUSED_DATA_SECONDS = 60 * 60 * 24 * 24;

/**
 * Every 401 outside sign-in itself means the session is gone: the store hears it (and clears local
 * flags, tells the person, sends them to sign in) on the very call that found out.
 */
const sessionAwareBaseQuery: BaseQueryFn<string | ApiRequest, unknown, ApiError, ApiExtraOptions> = async (
  args,
  baseApi,
  extraOptions = {},
) => {
  const result = await anchorBaseQuery(args, baseApi, extraOptions);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status !== 401 || isAuthAttempt(url)) return result;
  baseApi.dispatch(sessionEnded());
  return result;
};

/**
 * The one RTK Query api for `/api`. Remotes add endpoints with `api.injectEndpoints`; tag
 * invalidation only works inside one api, so there is never a second `createApi`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: sessionAwareBaseQuery,
  // Only the tags of the runtime's own endpoints; each remote adds its own with
  // `api.enhanceEndpoints({ addTagTypes: [...] })` before `injectEndpoints`.
  tagTypes: ['User', 'Settings', 'Notifications', 'ProfileSettings'],
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
