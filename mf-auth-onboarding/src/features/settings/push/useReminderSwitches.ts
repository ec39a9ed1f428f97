import { describeApiError, useToast } from '@anchor/app-runtime';
import type { DailyReminderKind } from '@anchor/contracts';
import { useCallback } from 'react';
import { browserTimeZone } from './browser-time-zone';
import { PushCopy } from './copy';
import {
  useDeleteReminderMutation,
  useSetDailyReminderMutation,
  useSetMedicationRemindersMutation,
} from '../../../api/reminders.api';

/** A switch is saved the moment it flips; a removed medication time is gone at once. */
export function useReminderSwitches() {
  const toast = useToast();
  const [putDaily, dailyState] = useSetDailyReminderMutation();
  const [putMedications, medicationsState] = useSetMedicationRemindersMutation();
  const [deleteReminder, deleteState] = useDeleteReminderMutation();

  const failed = useCallback(
    (error: unknown) =>
      toast({ title: PushCopy.updateFailed, description: describeApiError(error), variant: 'destructive' }),
    [toast],
  );

  const setDaily = useCallback(
    (kind: DailyReminderKind, enabled: boolean, time: string) =>
      putDaily({ kind, body: { enabled, time, timeZone: browserTimeZone() } })
        .unwrap()
        .catch(failed),
    [putDaily, failed],
  );

  /** Off pauses every medication reminder and keeps its times; on brings exactly those back. */
  const setMedicationReminders = useCallback(
    (enabled: boolean) => putMedications({ enabled }).unwrap().catch(failed),
    [putMedications, failed],
  );

  const removeReminder = useCallback(
    (id: number) => deleteReminder(id).unwrap().catch(failed),
    [deleteReminder, failed],
  );

  return {
    setDaily,
    setMedicationReminders,
    removeReminder,
    switching: {
      daily: dailyState.isLoading ? (dailyState.originalArgs?.kind ?? null) : null,
      medications: medicationsState.isLoading,
      removing: deleteState.isLoading,
    },
  };
}
