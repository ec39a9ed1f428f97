import { describeApiError, useGetSettingsQuery, useToast, useUpdateSettingsMutation } from '@anchor/app-runtime';
import { Switch } from '@anchor/ui';
import { PrivacyCopy as copy } from './privacy-copy';

/** Whether the assistant may read a mood from the person's messages; saved the moment it flips. */
export function MoodNoticingSwitch() {
  const { data: settings } = useGetSettingsQuery();
  const [updateSettings, { isLoading }] = useUpdateSettingsMutation();
  const toast = useToast();
  const change = async (on: boolean) => {
    try {
      await updateSettings({ noticeMoodsInChat: on }).unwrap();
      toast(
        on
          ? { title: copy.moodNoticingOn }
          : { title: copy.moodNoticingOff, description: copy.moodNoticingOffDescription },
      );
    } catch (cause) {
      toast({ title: copy.failed, description: describeApiError(cause), variant: 'destructive' });
    }
  };
  return (
    <Switch
      label={copy.moodNoticing}
      description={copy.moodNoticingNote}
      checked={settings?.noticeMoodsInChat ?? true}
      disabled={!settings || isLoading}
      onCheckedChange={(on) => void change(on)}
    />
  );
}
