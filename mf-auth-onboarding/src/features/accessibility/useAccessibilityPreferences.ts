import { useCallback } from 'react';
import {
  highContrastChanged,
  largeTextChanged,
  selectPreferences,
  useAppDispatch,
  useAppSelector,
  useUpdateAppPreferencesMutation,
} from '@anchor/app-runtime';

export type AccessibilityChoice = 'largeText' | 'highContrast';

/**
 * Large text and high contrast as the shared theme sees them: a change restyles every remote at once,
 * app-runtime keeps it in the UI preferences for this browser, and the server keeps it for the user
 * (the shell applies the stored value on every load).
 */
export function useAccessibilityPreferences() {
  const dispatch = useAppDispatch();
  const preferences = useAppSelector(selectPreferences);
  const [updatePreferences] = useUpdateAppPreferencesMutation();
  const apply = useCallback(
    async (choice: AccessibilityChoice, on: boolean) => {
      dispatch(choice === 'largeText' ? largeTextChanged(on) : highContrastChanged(on));
      try {
        await updatePreferences({ [choice]: on }).unwrap();
      } catch (error) {
        // The theme has already changed on this device; only the other devices miss it.
        console.error('Could not store the accessibility preference', error);
      }
    },
    [dispatch, updatePreferences],
  );
  return { preferences, apply };
}
