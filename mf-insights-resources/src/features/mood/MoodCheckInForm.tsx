import { MOOD_NOTES_MAX_LENGTH } from '@anchor/contracts';
import { Button, FormField, Stack, TextArea } from '@anchor/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { MoodCopy } from './copy';
import { SavedCheckIn } from './SavedCheckIn';
import { ScaleRadioGroup } from './ScaleRadioGroup';
import { useMoodCheckIn, type UseMoodCheckInOptions } from './useMoodCheckIn';

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export type MoodCheckInFormProps = UseMoodCheckInOptions;

/**
 * The check-in itself, or today's check-in to change. Values stay in component state only (never browser
 * storage) and survive a failed save.
 */
export function MoodCheckInForm(props: MoodCheckInFormProps) {
  const headingId = useId();
  const { values, set, submit, saving, flagged, closeSupport } = useMoodCheckIn(props);
  const idle = props.editing ? MoodCopy.saveChanges : MoodCopy.save;
  if (flagged) return <SavedCheckIn entry={flagged} onClose={closeSupport} />;

  return (
    <Stack gap="lg" as="form" aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
      <StyledHeading id={headingId}>{props.editing ? MoodCopy.editHeading : MoodCopy.heading}</StyledHeading>
      <StyledIntro>{MoodCopy.intro}</StyledIntro>
      <ScaleRadioGroup {...MoodCopy.mood} value={values.mood} onChange={set('mood')} disabled={saving} />
      <ScaleRadioGroup
        {...MoodCopy.energy}
        value={values.energy}
        onChange={set('energy')}
        clearLabel={MoodCopy.clear(MoodCopy.energy.label)}
        disabled={saving}
      />
      <ScaleRadioGroup
        {...MoodCopy.anxiety}
        value={values.anxiety}
        onChange={set('anxiety')}
        clearLabel={MoodCopy.clear(MoodCopy.anxiety.label)}
        disabled={saving}
      />
      <FormField label={MoodCopy.notesLabel}>
        <TextArea
          size="tall"
          value={values.notes}
          maxLength={MOOD_NOTES_MAX_LENGTH}
          onChange={(event) => set('notes')(event.target.value)}
          disabled={saving}
        />
      </FormField>
      <StyledHint>{MoodCopy.notesHint(MOOD_NOTES_MAX_LENGTH)}</StyledHint>
      <Button type="submit" disabled={values.mood === null || saving}>
        {saving ? MoodCopy.saving : idle}
      </Button>
    </Stack>
  );
}
