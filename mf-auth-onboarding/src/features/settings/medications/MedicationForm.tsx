import { MAX_MEDICATION_TIMES, type MedicationView } from '@anchor/contracts';
import { Button, FieldError, FormField, Input } from '@anchor/ui';
import styled from 'styled-components';
import { StyledDialogActions, StyledDialogForm } from '../dialog-styles';
import { MedicationsCopy as copy } from './medications-copy';
import { useMedicationForm } from './useMedicationForm';

const StyledTimes = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
  }
  input {
    width: auto;
  }
`;

interface TimesFieldsetProps {
  times: string[];
  onChange: (times: string[]) => void;
}

/** One time input per daily reminder, with add and remove. */
function TimesFieldset({ times, onChange }: TimesFieldsetProps) {
  const setTime = (index: number, value: string) => onChange(times.map((time, at) => (at === index ? value : time)));
  return (
    <StyledTimes>
      <legend>{copy.times}</legend>
      {times.map((time, index) => (
        <div key={index}>
          <Input
            type="time"
            aria-label={copy.time(index + 1)}
            value={time}
            onChange={(event) => setTime(index, event.target.value)}
          />
          {times.length > 1 ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={copy.removeTime(time)}
              onClick={() => onChange(times.filter((_, at) => at !== index))}
            >
              ×
            </Button>
          ) : null}
        </div>
      ))}
      {times.length < MAX_MEDICATION_TIMES ? (
        <Button variant="secondary" size="sm" onClick={() => onChange([...times, '12:00'])}>
          {copy.addTime}
        </Button>
      ) : null}
    </StyledTimes>
  );
}

export interface MedicationFormProps {
  medication: MedicationView | null;
  onDone: () => void;
}

export function MedicationForm({ medication, onDone }: MedicationFormProps) {
  const { fields, setName, setDosage, setTimes, errors, submit, saving } = useMedicationForm(medication, onDone);
  const label = medication ? copy.edit(medication.name) : copy.add;
  return (
    <StyledDialogForm aria-label={label} noValidate onSubmit={(event) => void submit(event)}>
      <FormField label={copy.name} error={errors.name}>
        <Input
          value={fields.name}
          placeholder={copy.namePlaceholder}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <FormField label={copy.dosage} error={errors.dosage}>
        <Input
          value={fields.dosage}
          placeholder={copy.dosagePlaceholder}
          autoComplete="off"
          onChange={(event) => setDosage(event.target.value)}
        />
      </FormField>
      <TimesFieldset times={fields.times} onChange={setTimes} />
      {errors.times ? <FieldError>{errors.times}</FieldError> : null}
      <StyledDialogActions>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {copy.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? copy.saving : copy.save}
        </Button>
      </StyledDialogActions>
    </StyledDialogForm>
  );
}
