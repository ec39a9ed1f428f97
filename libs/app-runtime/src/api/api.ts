import { createApi } from '@reduxjs/toolkit/query/react';
import { anchorBaseQuery } from './base-query';

/** Cached data never goes stale by itself: keep it for the longest timer browsers allow. */
const KEEP_UNUSED_DATA_SECONDS = 60 * 60 * 24 * 24;

/**
 * The one RTK Query api for `/api`. Remotes add endpoints with `api.injectEndpoints`; tag
 * invalidation only works inside one api, so there is never a second `createApi`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: anchorBaseQuery,
  // Only the tags of the runtime's own endpoints; each remote adds its own with
  // `api.enhanceEndpoints({ addTagTypes: [...] })` before `injectEndpoints`.
  tagTypes: ['User', 'Settings', 'Notifications', 'ProfileSettings'],
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
