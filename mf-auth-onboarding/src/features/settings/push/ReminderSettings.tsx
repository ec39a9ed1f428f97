import { DEFAULT_MOOD_CHECK_TIME } from '@anchor/contracts';
import { Spinner, Switch } from '@anchor/ui';
import { useRef, useState } from 'react';
import { StyledNote } from '../settings-styles';
import { PushCopy } from './copy';
import { MedicationScheduler } from './MedicationScheduler';
import { MoodCheckScheduler } from './MoodCheckScheduler';
import { useReminderSchedules } from './useReminderSchedules';
import { useReminderSwitches } from './useReminderSwitches';
import { useScheduleReminders } from './useScheduleReminders';

export interface ReminderSettingsProps {
  pushEnabled: boolean;
  pushNoteId: string;
}

/** The three switches and two schedulers, bound to the server's reminder schedules. */
export function ReminderSettings({ pushEnabled, pushNoteId }: ReminderSettingsProps) {
  const reminders = useReminderSchedules();
  const { scheduleMoodCheck, scheduleMedication, scheduling } = useScheduleReminders();
  const { stopMoodCheck, setWellnessTips, removeReminders, switching } = useReminderSwitches();
  const medicationNameRef = useRef<HTMLInputElement>(null);
  // null until the user edits the field, so the server's time shows once it arrives (else 09:00).
  const [moodDraft, setMoodDraft] = useState<string | null>(null);
  const moodTime = moodDraft ?? reminders.moodCheck?.time ?? DEFAULT_MOOD_CHECK_TIME;
  const savingMoodCheck = scheduling.moodCheck || switching.moodCheck;

  // On stays on while the first name is typed (it leads to the name field); off removes them all.
  const [medicationsWanted, setMedicationsWanted] = useState(false);
  const toggleMedications = (on: boolean) => {
    setMedicationsWanted(on);
    if (on) medicationNameRef.current?.focus();
    else void removeReminders(reminders.medications.map(({ id }) => id));
  };

  if (reminders.isLoading) return <Spinner />;
  if (!reminders.loaded) return <StyledNote role="alert">{PushCopy.loadFailed}</StyledNote>;
  return (
    <>
      <Switch
        label={PushCopy.dailyMoodCheck}
        checked={reminders.moodCheck !== null}
        disabled={savingMoodCheck}
        onCheckedChange={(on) => void (on ? scheduleMoodCheck(moodTime) : stopMoodCheck(moodTime))}
      />
      <MoodCheckScheduler
        time={moodTime}
        pushEnabled={pushEnabled}
        saving={savingMoodCheck}
        onTimeChange={setMoodDraft}
        onSchedule={() => void scheduleMoodCheck(moodTime)}
      />
      <Switch
        label={PushCopy.medicationReminders}
        checked={medicationsWanted || reminders.medications.length > 0}
        disabled={switching.removing}
        onCheckedChange={toggleMedications}
      />
      <MedicationScheduler
        ref={medicationNameRef}
        medications={reminders.medications}
        pushEnabled={pushEnabled}
        pushNoteId={pushNoteId}
        saving={scheduling.medication}
        removing={switching.removing}
        onSchedule={scheduleMedication}
        onRemove={(id) => void removeReminders([id])}
      />
      <Switch
        label={PushCopy.wellnessTips}
        checked={reminders.wellnessTips !== null}
        disabled={switching.wellnessTips}
        onCheckedChange={(on) => void setWellnessTips(on)}
      />
    </>
  );
}
