import { MOOD_SCALE } from '@anchor/contracts';
import { Button } from '@anchor/ui';
import { useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const StyledGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledLegendRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledOptions = styled.div`
  display: grid;
  grid-template-columns: repeat(${MOOD_SCALE.max - MOOD_SCALE.min + 1}, minmax(2.5rem, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
  @media (max-width: 480px) {
    grid-template-columns: repeat(5, 1fr);
  }
`;

const StyledEnds = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const SCORES = Array.from({ length: MOOD_SCALE.max - MOOD_SCALE.min + 1 }, (_, index) => MOOD_SCALE.min + index);

export interface ScaleRadioGroupProps {
  label: string;
  lowEnd: string;
  highEnd: string;
  value: number | null;
  onChange: (value: number | null) => void;
  /** Optional scales can be emptied again; a radiogroup alone cannot be unchecked. */
  clearLabel?: string;
  disabled?: boolean;
}

/** The ends' words go into the radios' names so a screen reader hears what 1 and 10 mean. */
const radioName = (score: number, lowEnd: string, highEnd: string) => {
  if (score === MOOD_SCALE.min) return `${score}, ${lowEnd}`;
  if (score === MOOD_SCALE.max) return `${score}, ${highEnd}`;
  return String(score);
};

/** A 1-10 scale as buttons in one radiogroup: one tab stop, arrow keys move and select (ARIA radio pattern). */
export function ScaleRadioGroup({
  label,
  lowEnd,
  highEnd,
  value,
  onChange,
  clearLabel,
  disabled,
}: ScaleRadioGroupProps) {
  const labelId = useId();
  const optionsRef = useRef<HTMLDivElement>(null);
  const tabStop = value ?? MOOD_SCALE.min;

  const select = (score: number) => {
    onChange(score);
    optionsRef.current?.querySelector<HTMLElement>(`[data-score="${score}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (value ?? (step > 0 ? MOOD_SCALE.min - 1 : MOOD_SCALE.max + 1)) + step;
    select(Math.min(MOOD_SCALE.max, Math.max(MOOD_SCALE.min, next)));
  };

  return (
    <StyledGroup disabled={disabled}>
      <StyledLegendRow>
        <span id={labelId}>{label}</span>
        {clearLabel && value !== null ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {clearLabel}
          </Button>
        ) : null}
      </StyledLegendRow>
      <StyledOptions ref={optionsRef} role="radiogroup" aria-labelledby={labelId} onKeyDown={onKeyDown}>
        {SCORES.map((score) => (
          <Button
            key={score}
            role="radio"
            aria-checked={value === score}
            aria-label={radioName(score, lowEnd, highEnd)}
            data-score={score}
            tabIndex={score === tabStop ? 0 : -1}
            variant={value === score ? 'primary' : 'secondary'}
            size="sm"
            onClick={() => onChange(score)}
          >
            {score}
          </Button>
        ))}
      </StyledOptions>
      <StyledEnds aria-hidden="true">
        <span>{`${MOOD_SCALE.min} = ${lowEnd}`}</span>
        <span>{`${MOOD_SCALE.max} = ${highEnd}`}</span>
      </StyledEnds>
    </StyledGroup>
  );
}
