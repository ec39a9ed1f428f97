import { useEffect } from 'react';
import { useGetCurrentUserQuery } from '../api/hooks';
import { useGetProfileSettingsQuery } from '../api/profile-settings.api';
import { useAppDispatch } from '../store/hooks';
import { highContrastChanged, largeTextChanged } from './preferences.slice';

/**
 * Applies the signed-in user's stored large-text and high-contrast choices to the shared theme on load,
 * so they follow the user to a new device or a cleared browser. Renders nothing.
 */
export function AccessibilitySync() {
  const dispatch = useAppDispatch();
  const { data: user } = useGetCurrentUserQuery();
  const { data } = useGetProfileSettingsQuery(undefined, { skip: !user });
  const largeText = data?.preferences.largeText;
  const highContrast = data?.preferences.highContrast;

  useEffect(() => {
    if (largeText !== undefined) dispatch(largeTextChanged(largeText));
  }, [dispatch, largeText]);
  useEffect(() => {
    if (highContrast !== undefined) dispatch(highContrastChanged(highContrast));
  }, [dispatch, highContrast]);
  return null;
}
