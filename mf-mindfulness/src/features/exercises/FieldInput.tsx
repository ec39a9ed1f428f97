import { FormField, Input, TextArea } from '@anchor/ui';
import styled from 'styled-components';
import { ExerciseCopy } from './copy';
import { clampToScale, type ExerciseField, type FieldValue } from './exercise-types';

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

interface ScaleProps {
  label: string;
  min: number;
  max: number;
  /** Undefined until the person rates: the thumb rests mid-scale but the label says nothing is rated. */
  value: number | undefined;
  onChange: (value: number) => void;
}

/** A slider whose label reads its current value, or that nothing is rated yet (an unrated scale is not saved). */
function Scale({ label, min, max, value, onChange }: ScaleProps) {
  const commit = (raw: string) => onChange(clampToScale(Number(raw), { min, max }));
  return (
    <FormField label={`${label}: ${value ?? ExerciseCopy.notRated}`}>
      <input
        type="range"
        min={min}
        max={max}
        step={1}
        value={value ?? Math.round((min + max) / 2)}
        aria-valuetext={value === undefined ? ExerciseCopy.notRated : undefined}
        onChange={(event) => commit(event.target.value)}
        // A click on the resting thumb rates the middle value too (no change event fires for it).
        onClick={(event) => commit(event.currentTarget.value)}
      />
    </FormField>
  );
}

type OptionsFieldProps = FieldInputProps & { field: { options: readonly string[]; label: string } };

function Choices({ field, value, onChange }: OptionsFieldProps) {
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

/** Tick an emotion to rate how strong it is (0-10). */
function Emotions({ field, value, onChange }: OptionsFieldProps) {
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
  const written = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'scale': {
      const rated = typeof value === 'number' ? value : undefined;
      return <Scale label={field.label} min={field.min} max={field.max} value={rated} onChange={onChange} />;
    }
    case 'choices':
      return <Choices field={field} value={value} onChange={onChange} />;
    case 'emotions':
      return <Emotions field={field} value={value} onChange={onChange} />;
    case 'long':
      return (
        <FormField label={field.label}>
          <TextArea value={written} onChange={(event) => onChange(event.target.value)} />
        </FormField>
      );
    default:
      return (
        <FormField label={field.label}>
          <Input value={written} onChange={(event) => onChange(event.target.value)} />
        </FormField>
      );
  }
}
