import { Button, FormField, Input } from '@anchor/ui';
import { PushCopy } from './copy';
import { StyledFieldRow } from './push-styles';

export interface MoodCheckSchedulerProps {
  time: string;
  saving: boolean;
  onTimeChange: (time: string) => void;
  onSchedule: () => void;
}

export function MoodCheckScheduler({ time, saving, onTimeChange, onSchedule }: MoodCheckSchedulerProps) {
  return (
    <StyledFieldRow>
      <FormField label={PushCopy.moodCheckTime}>
        <Input type="time" value={time} required onChange={(event) => onTimeChange(event.target.value)} />
      </FormField>
      <Button aria-label={PushCopy.scheduleMoodCheck} disabled={saving || time === ''} onClick={onSchedule}>
        {PushCopy.schedule}
      </Button>
    </StyledFieldRow>
  );
}
