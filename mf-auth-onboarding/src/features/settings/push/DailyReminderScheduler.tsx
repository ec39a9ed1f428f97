import type { DailyReminder } from '@anchor/contracts';
import { Button, FormField, Input } from '@anchor/ui';
import { StyledNote } from '../settings-styles';
import { PushCopy } from './copy';
import { StyledFieldRow, StyledSection } from './push-styles';

export interface DailyReminderSchedulerProps {
  reminder: DailyReminder;
  time: string;
  pushEnabled: boolean;
  saving: boolean;
  onTimeChange: (time: string) => void;
  onSchedule: () => void;
}

/**
 * The time of one daily kind and its Schedule button: Schedule switches it on at this time (a kind with fixed words
 * also schedules its next occurrence as a one-off, which the server folds into the daily one).
 */
export function DailyReminderScheduler({
  reminder,
  time,
  pushEnabled,
  saving,
  onTimeChange,
  onSchedule,
}: DailyReminderSchedulerProps) {
  return (
    <StyledSection>
      <StyledFieldRow>
        <FormField label={reminder.copy.timeLabel}>
          <Input type="time" value={time} required onChange={(event) => onTimeChange(event.target.value)} />
        </FormField>
        <Button aria-label={reminder.copy.scheduleLabel} disabled={saving || time === ''} onClick={onSchedule}>
          {PushCopy.schedule}
        </Button>
      </StyledFieldRow>
      {time === '' ? null : <StyledNote>{PushCopy.dailyFrom(time)}</StyledNote>}
      {pushEnabled ? null : <StyledNote>{PushCopy.bellDelivers}</StyledNote>}
    </StyledSection>
  );
}
