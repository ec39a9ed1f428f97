import { useAppDispatch } from '@anchor/app-runtime';
import { PCL5_ANSWER_LABELS, pcl5AnsweredCount, PCL5_ITEMS } from '@anchor/clinical';
import { PCL5_ITEM_COUNT, type Pcl5Answer } from '@anchor/contracts';
import { Button, CardContent } from '@anchor/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { AssessmentCopy, QuestionCopy, ReviewCopy } from '../../copy';
import { questionShown, reviewItemOpened } from '../flow/assessment.slice';

export interface ReviewListProps {
  responses: Pcl5Answer[];
  busy: boolean;
  onSubmit: (responses: Pcl5Answer[]) => void;
  onSkipAssessment: () => void;
}

const StyledBody = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.button`
  display: grid;
  grid-template-columns: 2.5em 1fr auto;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  padding: ${({ theme }) => theme.spacing.sm};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledAnswer = styled.span<{ $missing: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $missing }) => ($missing ? theme.colors.textMuted : theme.colors.text)};
  white-space: nowrap;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  justify-content: space-between;
`;

const answerText = (answer: Pcl5Answer) =>
  answer === null ? ReviewCopy.unanswered : `${answer} ${PCL5_ANSWER_LABELS[answer]}`;

/** Every question with its answer; selecting one reopens it for editing. */
export function ReviewList({ responses, busy, onSubmit, onSkipAssessment }: ReviewListProps) {
  const dispatch = useAppDispatch();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = () => {
    // Submitting needs at least one answer; with none, the way out is Skip Assessment.
    if (pcl5AnsweredCount(responses) === 0) {
      window.alert(ReviewCopy.noneAnswered);
      return;
    }
    onSubmit(responses);
  };

  return (
    <StyledBody>
      <StyledHeading ref={heading} tabIndex={-1}>
        {ReviewCopy.title}
      </StyledHeading>
      <p>
        {ReviewCopy.description} {QuestionCopy.answeredCount(pcl5AnsweredCount(responses), PCL5_ITEM_COUNT)}
      </p>
      <StyledList>
        {PCL5_ITEMS.map((item, index) => (
          <li key={item}>
            <StyledItem onClick={() => dispatch(reviewItemOpened(index))}>
              <span>{index + 1}.</span>
              <span>{item}</span>
              <StyledAnswer $missing={responses[index] === null}>{answerText(responses[index])}</StyledAnswer>
            </StyledItem>
          </li>
        ))}
      </StyledList>
      <StyledActions>
        <Button variant="secondary" onClick={() => dispatch(questionShown(PCL5_ITEM_COUNT - 1))}>
          {ReviewCopy.backToQuestions}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onSkipAssessment}>
          {AssessmentCopy.skipAssessment}
        </Button>
        <Button size="lg" disabled={busy} onClick={submit}>
          {busy ? ReviewCopy.submitting : ReviewCopy.submit}
        </Button>
      </StyledActions>
    </StyledBody>
  );
}
