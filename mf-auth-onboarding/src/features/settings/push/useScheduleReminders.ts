import { toApiError, useToast } from '@anchor/app-runtime';
import { useCallback } from 'react';
import { browserTimeZone } from './browser-time-zone';
import { PushCopy } from './copy';
import {
  useAddMedicationReminderMutation,
  useScheduleNotificationMutation,
  useSetMoodCheckReminderMutation,
} from '../../../api/reminders.api';

/** Today at HH:MM on this device's clock; the server moves it to tomorrow when it has passed. */
function todayAt(time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const at = new Date();
  at.setHours(hours, minutes, 0, 0);
  return at;
}

export interface MedicationDraft {
  medicationName: string;
  time: string;
}

/** The two Schedule buttons and the toasts that confirm or explain them. */
export function useScheduleReminders() {
  const toast = useToast();
  const [putMoodCheck, moodState] = useSetMoodCheckReminderMutation();
  const [postOneOff, oneOffState] = useScheduleNotificationMutation();
  const [postMedication, medicationState] = useAddMedicationReminderMutation();

  const scheduleMoodCheck = useCallback(
    async (time: string) => {
      try {
        // The daily schedule first: the one-off then takes its first occurrence's place (the server keeps one
        // mood check per day), so the first reminder comes once.
        await putMoodCheck({ enabled: true, time, timeZone: browserTimeZone() }).unwrap();
        await postOneOff({
          title: PushCopy.moodCheckReminderTitle,
          body: PushCopy.moodCheckReminderBody,
          type: 'mood_check',
          scheduled: todayAt(time).toISOString(),
          data: { checkType: 'daily_mood' },
        }).unwrap();
        toast({ title: PushCopy.moodCheckScheduled, description: time });
      } catch (error) {
        toast({ title: PushCopy.scheduleFailed, description: PushCopy.moodCheckFailed, variant: 'destructive' });
        console.error('Mood check not scheduled', toApiError(error).message);
      }
    },
    [putMoodCheck, postOneOff, toast],
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
    scheduling: { moodCheck: moodState.isLoading || oneOffState.isLoading, medication: medicationState.isLoading },
  };
}
