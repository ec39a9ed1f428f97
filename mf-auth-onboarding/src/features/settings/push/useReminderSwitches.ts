import { describeApiError, useToast } from '@anchor/app-runtime';
import { useCallback } from 'react';
import { browserTimeZone } from './browser-time-zone';
import { PushCopy } from './copy';
import {
  useDeleteReminderMutation,
  useSetMoodCheckReminderMutation,
  useSetWellnessTipsReminderMutation,
} from '../../../api/reminders.api';

/** Switching a reminder off (or wellness tips on) is saved the moment the switch flips. */
export function useReminderSwitches() {
  const toast = useToast();
  const [putMoodCheck, moodState] = useSetMoodCheckReminderMutation();
  const [putWellnessTips, wellnessState] = useSetWellnessTipsReminderMutation();
  const [deleteReminder, deleteState] = useDeleteReminderMutation();

  const failed = useCallback(
    (error: unknown) =>
      toast({ title: PushCopy.updateFailed, description: describeApiError(error), variant: 'destructive' }),
    [toast],
  );

  const stopMoodCheck = useCallback(
    (time: string) => putMoodCheck({ enabled: false, time, timeZone: browserTimeZone() }).unwrap().catch(failed),
    [putMoodCheck, failed],
  );

  const setWellnessTips = useCallback(
    (enabled: boolean) => putWellnessTips({ enabled, timeZone: browserTimeZone() }).unwrap().catch(failed),
    [putWellnessTips, failed],
  );

  const removeReminders = useCallback(
    (ids: number[]) => Promise.all(ids.map((id) => deleteReminder(id).unwrap())).catch(failed),
    [deleteReminder, failed],
  );

  return {
    stopMoodCheck,
    setWellnessTips,
    removeReminders,
    switching: {
      moodCheck: moodState.isLoading,
      wellnessTips: wellnessState.isLoading,
      removing: deleteState.isLoading,
    },
  };
}
