import { toApiError, useToast } from '@anchor/app-runtime';
import { MOOD_NOTES_MAX_LENGTH, type MoodCheckInProps } from '@anchor/contracts';
import { Button, FormField } from '@anchor/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MoodCopy } from './copy';
import { useCreateMoodEntryMutation } from '../../api/mood.api';
import { ScaleRadioGroup } from './ScaleRadioGroup';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledNotes = styled.textarea`
  width: 100%;
  min-height: 6rem;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  resize: vertical;
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

interface MoodValues {
  mood: number | null;
  energy: number | null;
  anxiety: number | null;
  notes: string;
}

const EMPTY: MoodValues = { mood: null, energy: null, anxiety: null, notes: '' };

/** The values being filled in and their save; a failed save keeps them. */
function useMoodCheckIn({ source = 'manual', onDone }: MoodCheckInProps) {
  const [values, setValues] = useState<MoodValues>(EMPTY);
  const [createMoodEntry, { isLoading: saving }] = useCreateMoodEntryMutation();
  const toast = useToast();
  const set =
    <K extends keyof MoodValues>(key: K) =>
    (value: MoodValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.mood === null || saving) return;
    try {
      await createMoodEntry({
        mood: values.mood,
        energy: values.energy,
        anxiety: values.anxiety,
        notes: values.notes.trim() || null,
        source,
      }).unwrap();
    } catch (error) {
      toast({ title: MoodCopy.saveFailedTitle, description: toApiError(error).message, variant: 'destructive' });
      return;
    }
    toast({ title: MoodCopy.savedTitle, description: MoodCopy.savedDescription });
    setValues(EMPTY);
    onDone?.();
  };
  return { values, set, submit, saving };
}

/** The check-in itself. Values stay in component state only (never browser storage) and survive a failed save. */
export function MoodCheckInForm(props: MoodCheckInProps) {
  const headingId = useId();
  const { values, set, submit, saving } = useMoodCheckIn(props);

  return (
    <StyledForm aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
      <StyledHeading id={headingId}>{MoodCopy.heading}</StyledHeading>
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
        <StyledNotes
          value={values.notes}
          maxLength={MOOD_NOTES_MAX_LENGTH}
          onChange={(event) => set('notes')(event.target.value)}
          disabled={saving}
        />
      </FormField>
      <StyledHint>{MoodCopy.notesHint(MOOD_NOTES_MAX_LENGTH)}</StyledHint>
      <Button type="submit" disabled={values.mood === null || saving}>
        {saving ? MoodCopy.saving : MoodCopy.save}
      </Button>
    </StyledForm>
  );
}
