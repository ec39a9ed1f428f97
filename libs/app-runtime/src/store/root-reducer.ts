import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { preferencesSlice } from '../preferences/preferences.slice';
import { sessionSlice } from '../session/session.slice';
import { toastsSlice } from '../toasts/toasts.slice';

/**
 * Remotes declare their slices here by augmentation, then call `slice.injectInto(rootReducer)`:
 *
 *   declare module '@anchor/app-runtime' {
 *     interface LazyLoadedSlices extends WithSlice<typeof mySlice> {}
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  api,
  toastsSlice,
  preferencesSlice,
  sessionSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();
