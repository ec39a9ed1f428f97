import { DAILY_REMINDERS, type DailyReminder } from '@anchor/contracts';
import { Spinner, Switch } from '@anchor/ui';
import { useRef, useState } from 'react';
import { StyledNote } from '../settings-styles';
import { PushCopy } from './copy';
import { DailyReminderSetting } from './DailyReminderSetting';
import { MedicationScheduler } from './MedicationScheduler';
import { useReminderSchedules } from './useReminderSchedules';
import { useReminderSwitches } from './useReminderSwitches';
import { useScheduleMedication } from './useScheduleMedication';
import { useScheduleReminders } from './useScheduleReminders';

export interface ReminderSettingsProps {
  pushEnabled: boolean;
  pushNoteId: string;
}

/** A switch and a scheduler per daily kind (DAILY_REMINDERS) and for medications, in the spec's order, bound to the server's schedules. */
export function ReminderSettings({ pushEnabled, pushNoteId }: ReminderSettingsProps) {
  const reminders = useReminderSchedules();
  const { scheduleDaily, scheduling } = useScheduleReminders();
  const medication = useScheduleMedication();
  const { setDaily, setMedicationReminders, removeReminder, switching } = useReminderSwitches();
  const medicationNameRef = useRef<HTMLInputElement>(null);

  // On stays on while the first name is typed (it leads to the name field); off pauses them, keeping their times.
  const [medicationsWanted, setMedicationsWanted] = useState(false);
  const medicationsOn = medicationsWanted || reminders.medications.length > 0;
  const toggleMedications = (on: boolean) => {
    setMedicationsWanted(on);
    void setMedicationReminders(on);
    if (on) medicationNameRef.current?.focus();
  };

  const dailySettings = (listed: DailyReminder['listed']) =>
    DAILY_REMINDERS.filter((reminder) => reminder.listed === listed).map((reminder) => (
      <DailyReminderSetting
        key={reminder.kind}
        reminder={reminder}
        schedule={reminders.daily[reminder.kind]}
        pushEnabled={pushEnabled}
        saving={scheduling || switching.daily === reminder.kind}
        onSwitch={(enabled, time) => void setDaily(reminder.kind, enabled, time)}
        onSchedule={(time) => void scheduleDaily(reminder, time)}
      />
    ));

  if (reminders.isLoading) return <Spinner />;
  if (!reminders.loaded) return <StyledNote role="alert">{PushCopy.loadFailed}</StyledNote>;
  return (
    <>
      {dailySettings('before-medication')}
      <Switch
        label={PushCopy.medicationReminders}
        checked={medicationsOn}
        disabled={switching.medications}
        onCheckedChange={toggleMedications}
      />
      <MedicationScheduler
        ref={medicationNameRef}
        medications={reminders.medications}
        pushEnabled={pushEnabled}
        pushNoteId={pushNoteId}
        saving={medication.scheduling}
        removing={switching.removing}
        onSchedule={(draft) => medication.scheduleMedication(draft, !medicationsOn)}
        onRemove={(id) => void removeReminder(id)}
      />
      {dailySettings('after-medication')}
    </>
  );
}
