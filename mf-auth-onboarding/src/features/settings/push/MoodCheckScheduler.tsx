import { Button, FormField, Input } from '@anchor/ui';
import { StyledNote } from '../settings-styles';
import { PushCopy } from './copy';
import { StyledFieldRow, StyledSection } from './push-styles';

export interface MoodCheckSchedulerProps {
  time: string;
  pushEnabled: boolean;
  saving: boolean;
  onTimeChange: (time: string) => void;
  onSchedule: () => void;
}

/**
 * Schedule sets the daily mood check at this time and schedules its next occurrence as a one-off
 * (POST /api/notifications/schedule); the server gives both the same occurrence, so the first reminder comes once.
 */
export function MoodCheckScheduler({ time, pushEnabled, saving, onTimeChange, onSchedule }: MoodCheckSchedulerProps) {
  return (
    <StyledSection>
      <StyledFieldRow>
        <FormField label={PushCopy.moodCheckTime}>
          <Input type="time" value={time} required onChange={(event) => onTimeChange(event.target.value)} />
        </FormField>
        <Button aria-label={PushCopy.scheduleMoodCheck} disabled={saving || time === ''} onClick={onSchedule}>
          {PushCopy.schedule}
        </Button>
      </StyledFieldRow>
      {time === '' ? null : <StyledNote>{PushCopy.dailyFrom(time)}</StyledNote>}
      {pushEnabled ? null : <StyledNote>{PushCopy.bellDelivers}</StyledNote>}
    </StyledSection>
  );
}
