import { DEFAULT_MEDICATION_TIME, type ReminderSchedule } from '@anchor/contracts';
import { Button, FormField, Input } from '@anchor/ui';
import { forwardRef, useState } from 'react';
import { StyledNote } from '../settings-styles';
import { PushCopy } from './copy';
import { StyledFieldRow, StyledMedicationList, StyledSection } from './push-styles';
import type { MedicationDraft } from './useScheduleMedication';

export interface MedicationSchedulerProps {
  medications: ReminderSchedule[];
  pushEnabled: boolean;
  /** The push status note, read as the reason the button is disabled. */
  pushNoteId: string;
  saving: boolean;
  removing: boolean;
  onSchedule: (draft: MedicationDraft) => Promise<boolean>;
  onRemove: (id: number) => void;
}

/** Name and time of a daily medication reminder, and the ones already scheduled. */
export const MedicationScheduler = forwardRef<HTMLInputElement, MedicationSchedulerProps>(function MedicationScheduler(
  { medications, pushEnabled, pushNoteId, saving, removing, onSchedule, onRemove },
  nameRef,
) {
  const [medicationName, setMedicationName] = useState('');
  const [time, setTime] = useState<string>(DEFAULT_MEDICATION_TIME);
  // Scheduling needs a non-blank name and push switched on.
  // Push off does not stop a reminder: the bell inside Anchor delivers it (said under the button).
  const canSchedule = medicationName.trim() !== '' && time !== '' && !saving;

  const schedule = async () => {
    if (await onSchedule({ medicationName, time })) setMedicationName('');
  };

  return (
    <StyledSection>
      <StyledFieldRow>
        <FormField label={PushCopy.medicationName}>
          <Input
            ref={nameRef}
            value={medicationName}
            placeholder={PushCopy.medicationNamePlaceholder}
            autoComplete="off"
            onChange={(event) => setMedicationName(event.target.value)}
          />
        </FormField>
        <FormField label={PushCopy.medicationTime}>
          <Input type="time" value={time} required onChange={(event) => setTime(event.target.value)} />
        </FormField>
        <Button
          aria-label={PushCopy.scheduleMedication}
          aria-describedby={pushEnabled ? undefined : pushNoteId}
          disabled={!canSchedule}
          onClick={() => void schedule()}
        >
          {PushCopy.schedule}
        </Button>
      </StyledFieldRow>
      {pushEnabled ? null : <StyledNote>{PushCopy.bellDelivers}</StyledNote>}
      {medications.length > 0 ? (
        <StyledMedicationList aria-label={PushCopy.scheduledMedications}>
          {medications.map((reminder) => (
            <li key={reminder.id}>
              <StyledNote>{PushCopy.medicationAt(reminder.medicationName ?? '', reminder.time ?? '')}</StyledNote>
              <Button
                variant="ghost"
                size="sm"
                aria-label={PushCopy.removeMedication(reminder.medicationName ?? '')}
                disabled={removing}
                onClick={() => onRemove(reminder.id)}
              >
                {PushCopy.remove}
              </Button>
            </li>
          ))}
        </StyledMedicationList>
      ) : null}
    </StyledSection>
  );
});
