import type { DailyReminder, ReminderSchedule } from '@anchor/contracts';
import { Switch } from '@anchor/ui';
import { useState } from 'react';
import { DailyReminderScheduler } from './DailyReminderScheduler';

export interface DailyReminderSettingProps {
  reminder: DailyReminder;
  /** The server's schedule of this kind, null while it is off. */
  schedule: ReminderSchedule | null;
  pushEnabled: boolean;
  saving: boolean;
  onSwitch: (enabled: boolean, time: string) => void;
  onSchedule: (time: string) => void;
}

/** One row of the DAILY_REMINDERS table in the Push card: its switch, its time and its Schedule button. */
export function DailyReminderSetting({
  reminder,
  schedule,
  pushEnabled,
  saving,
  onSwitch,
  onSchedule,
}: DailyReminderSettingProps) {
  // null until the person edits the field, so the server's time shows once it arrives (else the kind's default).
  const [draft, setDraft] = useState<string | null>(null);
  const time = draft ?? schedule?.time ?? reminder.defaultTime;
  return (
    <>
      <Switch
        label={reminder.copy.label}
        checked={schedule !== null}
        disabled={saving}
        onCheckedChange={(on) => (on ? onSchedule(time) : onSwitch(false, time))}
      />
      <DailyReminderScheduler
        reminder={reminder}
        time={time}
        pushEnabled={pushEnabled}
        saving={saving}
        onTimeChange={setDraft}
        onSchedule={() => onSchedule(time)}
      />
    </>
  );
}
