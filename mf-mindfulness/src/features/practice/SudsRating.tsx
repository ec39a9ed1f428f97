import { Button, Stack } from '@anchor/ui';
import { SUDS_SCALE } from '@anchor/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { PracticeCopy } from './copy';

const StyledOptions = styled.div`
  display: grid;
  grid-template-columns: repeat(11, minmax(2.25rem, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
  @media (max-width: 480px) {
    grid-template-columns: repeat(6, 1fr);
  }
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SCORES = Array.from({ length: SUDS_SCALE.max - SUDS_SCALE.min + 1 }, (_, index) => SUDS_SCALE.min + index);

export interface SudsRatingProps {
  question: string;
  /** One tap answers; Skip answers with null. */
  onRate: (value: number | null) => void;
  disabled?: boolean;
}

/** A one-tap distress rating (SUDS 0-10), skippable. */
export function SudsRating({ question, onRate, disabled }: SudsRatingProps) {
  const questionId = useId();
  const hintId = useId();
  return (
    <Stack gap="sm" as="section" aria-labelledby={questionId}>
      <h3 id={questionId}>{question}</h3>
      <StyledHint id={hintId}>{PracticeCopy.sudsScaleHint}</StyledHint>
      <StyledOptions role="group" aria-labelledby={questionId} aria-describedby={hintId}>
        {SCORES.map((score) => (
          <Button key={score} variant="secondary" size="sm" disabled={disabled} onClick={() => onRate(score)}>
            {score}
          </Button>
        ))}
      </StyledOptions>
      <div>
        <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onRate(null)}>
          {PracticeCopy.skip}
        </Button>
      </div>
    </Stack>
  );
}
