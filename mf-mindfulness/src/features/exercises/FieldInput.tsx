import { Input } from '@anchor/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { ExerciseCopy } from './copy';
import { clampToScale, type ExerciseField, type FieldValue } from './exercise-types';

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const StyledTextarea = styled.textarea`
  min-height: 5rem;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const StyledRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface FieldInputProps {
  field: ExerciseField;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
}

function Scale({
  id,
  label,
  min,
  max,
  value,
  onChange,
}: {
  id: string;
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <StyledField>
      <label htmlFor={id}>{`${label}: ${value}`}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange(clampToScale(Number(event.target.value), { min, max }))}
      />
    </StyledField>
  );
}

function Choices({
  field,
  value,
  onChange,
}: FieldInputProps & { field: { options: readonly string[]; label: string } }) {
  const chosen = Array.isArray(value) ? value : [];
  return (
    <fieldset>
      <legend>{field.label}</legend>
      {field.options.map((option) => (
        <StyledRow key={option}>
          <input
            type="checkbox"
            checked={chosen.includes(option)}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, option] : chosen.filter((item) => item !== option))
            }
          />
          {option}
        </StyledRow>
      ))}
    </fieldset>
  );
}

function Emotions({
  field,
  value,
  onChange,
}: FieldInputProps & { field: { options: readonly string[]; label: string } }) {
  const id = useId();
  const ratings = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const toggle = (emotion: string, on: boolean) => {
    const next = { ...ratings };
    if (on) next[emotion] = 5;
    else delete next[emotion];
    onChange(next);
  };
  return (
    <fieldset>
      <legend>{field.label}</legend>
      {field.options.map((emotion) => (
        <div key={emotion}>
          <StyledRow>
            <input
              type="checkbox"
              checked={emotion in ratings}
              onChange={(event) => toggle(emotion, event.target.checked)}
            />
            {emotion}
          </StyledRow>
          {emotion in ratings ? (
            <Scale
              id={`${id}-${emotion}`}
              label={ExerciseCopy.intensity(emotion)}
              min={0}
              max={10}
              value={ratings[emotion]}
              onChange={(intensity) => onChange({ ...ratings, [emotion]: intensity })}
            />
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

/** One field of a guided exercise; nothing is required, and nothing leaves memory unless the person saves it. */
export function FieldInput({ field, value, onChange }: FieldInputProps) {
  const id = useId();
  switch (field.kind) {
    case 'scale': {
      const current = typeof value === 'number' ? value : Math.round((field.min + field.max) / 2);
      return <Scale id={id} label={field.label} min={field.min} max={field.max} value={current} onChange={onChange} />;
    }
    case 'choices':
      return <Choices field={field} value={value} onChange={onChange} />;
    case 'emotions':
      return <Emotions field={field} value={value} onChange={onChange} />;
    case 'long':
      return (
        <StyledField>
          <label htmlFor={id}>{field.label}</label>
          <StyledTextarea
            id={id}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value)}
          />
        </StyledField>
      );
    default:
      return (
        <StyledField>
          <label htmlFor={id}>{field.label}</label>
          <Input
            id={id}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value)}
          />
        </StyledField>
      );
  }
}
