import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { LocalKey, readLocalJson } from '../local/local-flags';

/** UI-only accessibility choices (not health data), so they may persist in local storage. */
export interface PreferencesState {
  largeText: boolean;
  highContrast: boolean;
}

export const loadStoredPreferences = (): PreferencesState => {
  const stored = readLocalJson<Partial<PreferencesState>>(LocalKey.uiPreferences);
  return { largeText: stored?.largeText === true, highContrast: stored?.highContrast === true };
};

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: loadStoredPreferences,
  reducers: {
    largeTextChanged(state, action: PayloadAction<boolean>) {
      state.largeText = action.payload;
    },
    highContrastChanged(state, action: PayloadAction<boolean>) {
      state.highContrast = action.payload;
    },
  },
  selectors: {
    selectPreferences: (state) => state,
  },
});

export const { largeTextChanged, highContrastChanged } = preferencesSlice.actions;
export const { selectPreferences } = preferencesSlice.selectors;
