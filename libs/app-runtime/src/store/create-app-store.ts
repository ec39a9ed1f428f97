import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import { LocalKey, writeLocalJson } from '../local/local-flags';
import { rootReducer } from './root-reducer';
import { createSessionListener } from '../session/session-listener';

export type RootState = ReturnType<typeof rootReducer>;

/** The one store of the page; remotes extend it through `rootReducer` and `api`. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().prepend(createSessionListener()).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  persistPreferences(store);
  return store;
}

/** Writes the two accessibility flags whenever they change, so they survive a reload. */
function persistPreferences(store: { getState: () => RootState; subscribe: (listener: () => void) => void }) {
  let previous = store.getState().preferences;
  store.subscribe(() => {
    const current = store.getState().preferences;
    if (current === previous) return;
    previous = current;
    writeLocalJson(LocalKey.uiPreferences, current);
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
