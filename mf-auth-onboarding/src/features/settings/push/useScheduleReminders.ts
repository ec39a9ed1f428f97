import { toApiError, useToast } from '@anchor/app-runtime';
import { useCallback } from 'react';
import { browserTimeZone } from './browser-time-zone';
import { PushCopy } from './copy';
import { useAddMedicationReminderMutation, useSetMoodCheckReminderMutation } from '../../../api/reminders.api';

export interface MedicationDraft {
  medicationName: string;
  time: string;
}

/** The two Schedule buttons and the toasts that confirm or explain them. */
export function useScheduleReminders() {
  const toast = useToast();
  const [putMoodCheck, moodState] = useSetMoodCheckReminderMutation();
  const [postMedication, medicationState] = useAddMedicationReminderMutation();

  const scheduleMoodCheck = useCallback(
    async (time: string) => {
      try {
        await putMoodCheck({ enabled: true, time, timeZone: browserTimeZone() }).unwrap();
        toast({ title: PushCopy.moodCheckScheduled, description: time });
      } catch (error) {
        toast({ title: PushCopy.scheduleFailed, description: PushCopy.moodCheckFailed, variant: 'destructive' });
        console.error('Mood check not scheduled', toApiError(error).message);
      }
    },
    [putMoodCheck, toast],
  );

  /** Resolves true once scheduled, so the form can clear its name. */
  const scheduleMedication = useCallback(
    async ({ medicationName, time }: MedicationDraft) => {
      const name = medicationName.trim();
      try {
        await postMedication({ medicationName: name, time, timeZone: browserTimeZone() }).unwrap();
        toast({ title: PushCopy.medicationScheduled, description: PushCopy.medicationAt(name, time) });
        return true;
      } catch (error) {
        toast({ title: PushCopy.scheduleFailed, description: PushCopy.medicationFailed, variant: 'destructive' });
        console.error('Medication reminder not scheduled', toApiError(error).message);
        return false;
      }
    },
    [postMedication, toast],
  );

  return {
    scheduleMoodCheck,
    scheduleMedication,
    scheduling: { moodCheck: moodState.isLoading, medication: medicationState.isLoading },
  };
}
