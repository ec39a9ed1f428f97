import styled from 'styled-components';
import { PCL5_ANSWER_OPTIONS, PCL5_ITEMS, pcl5Prompt } from '@anchor/clinical';
import type { Pcl5Answer } from '@anchor/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle } from '@anchor/ui';
import { ReviewCopy } from './copy';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledBar = styled.div`
  height: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
  & > div {
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledAnswers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: ${({ theme }) => theme.spacing.md} 0;
`;

export interface ReviewCardProps {
  responses: readonly Pcl5Answer[];
  index: number;
  saving: boolean;
  onAnswer: (value: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
}

/** One question at a time of the latest assessment, its answer changeable; Finish Review on the last. */
export function ReviewCard({ responses, index, saving, onAnswer, onPrevious, onNext, onFinish }: ReviewCardProps) {
  const total = PCL5_ITEMS.length;
  const percent = Math.round(((index + 1) / total) * 100);
  const current = responses[index];
  const last = index === total - 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{ReviewCopy.cardTitle}</CardTitle>
        <StyledRow>
          <span>{ReviewCopy.questionOf(index + 1, total)}</span>
          <Badge tone="info">{ReviewCopy.percentComplete(percent)}</Badge>
        </StyledRow>
        <StyledBar
          role="progressbar"
          aria-label={ReviewCopy.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={ReviewCopy.questionOf(index + 1, total)}
        >
          <div style={{ width: `${percent}%` }} />
        </StyledBar>
      </CardHeader>
      <CardContent>
        <p>{pcl5Prompt(PCL5_ITEMS[index])}</p>
        <StyledAnswers role="group" aria-label={ReviewCopy.cardTitle}>
          {PCL5_ANSWER_OPTIONS.map((option) => (
            <Button
              key={option.value}
              variant={current === option.value ? 'primary' : 'secondary'}
              aria-pressed={current === option.value}
              onClick={() => onAnswer(option.value)}
            >
              {`${option.value} - ${option.label}`}
            </Button>
          ))}
        </StyledAnswers>
        {current !== null && current !== undefined && (
          <p>{ReviewCopy.currentAnswer(PCL5_ANSWER_OPTIONS[current].label)}</p>
        )}
        <StyledRow>
          <Button variant="ghost" onClick={onPrevious} disabled={index === 0}>
            {ReviewCopy.previous}
          </Button>
          {last ? (
            <Button onClick={onFinish} disabled={current === null || saving}>
              {ReviewCopy.finish}
            </Button>
          ) : (
            <Button onClick={onNext} disabled={current === null}>
              {ReviewCopy.next}
            </Button>
          )}
        </StyledRow>
      </CardContent>
    </Card>
  );
}
