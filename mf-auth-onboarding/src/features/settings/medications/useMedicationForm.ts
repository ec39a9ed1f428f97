import { useState, type FormEvent } from 'react';
import { describeApiError, toApiError, useToast } from '@anchor/app-runtime';
import { DEFAULT_MEDICATION_TIME, medicationSchema, type MedicationView } from '@anchor/contracts';
import { useAddMedicationMutation, useEditMedicationMutation } from '../../../api/medications.api';
import { browserTimeZone } from '../push/browser-time-zone';
import { MedicationsCopy as copy } from './medications-copy';

export type MedicationErrors = Partial<Record<'name' | 'dosage' | 'times', string>>;

/** Add (medication null) or edit one medication; the same schema as the server decides what is refused. */
export function useMedicationForm(medication: MedicationView | null, onDone: () => void) {
  const toast = useToast();
  const [add, addState] = useAddMedicationMutation();
  const [edit, editState] = useEditMedicationMutation();
  const [name, setName] = useState(medication?.name ?? '');
  const [dosage, setDosage] = useState(medication?.dosage ?? '');
  const [times, setTimes] = useState<string[]>(medication?.times.length ? medication.times : [DEFAULT_MEDICATION_TIME]);
  const [errors, setErrors] = useState<MedicationErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { name, dosage, times, timeZone: browserTimeZone() };
    const parsed = medicationSchema.safeParse(body);
    if (!parsed.success) {
      const found: MedicationErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof MedicationErrors;
        found[field === 'name' || field === 'dosage' ? field : 'times'] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await (medication ? edit({ id: medication.id, body }) : add(body)).unwrap();
      toast({ title: copy.savedTitle, description: copy.savedDescription });
      onDone();
    } catch (cause) {
      const apiError = toApiError(cause);
      const field = apiError.body?.field;
      setErrors({ [field === 'name' || field === 'dosage' ? field : 'times']: describeApiError(apiError) });
      toast({ title: copy.failedTitle, description: describeApiError(apiError), variant: 'destructive' });
    }
  };

  return {
    fields: { name, dosage, times },
    setName,
    setDosage,
    setTimes,
    errors,
    submit,
    saving: addState.isLoading || editState.isLoading,
  };
}
