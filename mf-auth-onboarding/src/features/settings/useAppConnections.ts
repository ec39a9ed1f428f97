import { useCallback, useState } from 'react';
import type { UserSettings } from '@anchor/contracts';
import { describeApiError, useGetSettingsQuery, useToast, useUpdateSettingsMutation } from '@anchor/app-runtime';
import { SettingsCopy } from './copy';

export type AppConnectionKey = keyof UserSettings;

/** The three server-side permissions, each saved the moment its switch flips. */
export function useAppConnections() {
  const { data: settings, isLoading, isError } = useGetSettingsQuery();
  const [updateSettings] = useUpdateSettingsMutation();
  const toast = useToast();
  const [savingKey, setSavingKey] = useState<AppConnectionKey | null>(null);

  const setConnection = useCallback(
    async (key: AppConnectionKey, allowed: boolean) => {
      setSavingKey(key);
      try {
        // One changed flag per PATCH, so two quick toggles cannot overwrite each other.
        await updateSettings({ [key]: allowed }).unwrap();
        toast({ title: SettingsCopy.apps.updatedTitle, description: SettingsCopy.apps.updatedDescription });
      } catch (error) {
        toast({
          title: SettingsCopy.apps.failedTitle,
          description: describeApiError(error),
          variant: 'destructive',
        });
      } finally {
        setSavingKey(null);
      }
    },
    [updateSettings, toast],
  );

  return { settings, isLoading, isError, savingKey, setConnection };
}
