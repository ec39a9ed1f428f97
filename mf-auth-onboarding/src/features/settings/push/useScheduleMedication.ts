import { toApiError, useToast } from '@anchor/app-runtime';
import { useCallback } from 'react';
import { useAddMedicationMutation } from '../../../api/medications.api';
import { useSetMedicationRemindersMutation } from '../../../api/reminders.api';
import { browserTimeZone } from './browser-time-zone';
import { PushCopy } from './copy';

export interface MedicationDraft {
  medicationName: string;
  time: string;
}

/** The medication Schedule button and the toasts that confirm or explain it. */
export function useScheduleMedication() {
  const toast = useToast();
  const [postMedication, medicationState] = useAddMedicationMutation();
  const [putMedications, medicationsState] = useSetMedicationRemindersMutation();

  /**
   * Adds the medication the one way medications are added (POST /api/medications). Scheduling asks for reminders:
   * paused ones come back first. Resolves true once scheduled, so the form can clear its name.
   */
  const scheduleMedication = useCallback(
    async ({ medicationName, time }: MedicationDraft, paused: boolean) => {
      const name = medicationName.trim();
      try {
        if (paused) await putMedications({ enabled: true }).unwrap();
        await postMedication({ name, times: [time], timeZone: browserTimeZone() }).unwrap();
        toast({ title: PushCopy.medicationScheduled, description: PushCopy.medicationAt(name, time) });
        return true;
      } catch (error) {
        toast({ title: PushCopy.scheduleFailed, description: PushCopy.medicationFailed, variant: 'destructive' });
        console.error('Medication reminder not scheduled', toApiError(error).message);
        return false;
      }
    },
    [postMedication, putMedications, toast],
  );

  return { scheduleMedication, scheduling: medicationState.isLoading || medicationsState.isLoading };
}
