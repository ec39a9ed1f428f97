import { useAppDispatch } from '@anchor/app-runtime';
import { PCL5_ITEM_COUNT, type Pcl5Answer } from '@anchor/contracts';
import { Button } from '@anchor/ui';
import styled from 'styled-components';
import { QuestionCopy } from '../../copy';
import { assessmentRestarted, questionShown, reviewOpened } from '../flow/assessment.slice';

export interface QuestionControlsProps {
  index: number;
  responses: Pcl5Answer[];
  editingFromReview: boolean;
}

const StyledControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledSpacer = styled.span`
  flex: 1 1 auto;
`;

/** The nearest earlier question that has an answer, or -1 (the target of Go Back to Last Answered). */
export function lastAnsweredBefore(responses: Pcl5Answer[], index: number): number {
  for (let candidate = index - 1; candidate >= 0; candidate -= 1) {
    if (responses[candidate] !== null) return candidate;
  }
  return -1;
}

export function QuestionControls({ index, responses, editingFromReview }: QuestionControlsProps) {
  const dispatch = useAppDispatch();
  const isLast = index === PCL5_ITEM_COUNT - 1;
  const lastAnswered = lastAnsweredBefore(responses, index);

  const restart = () => {
    if (window.confirm(QuestionCopy.restartConfirm)) dispatch(assessmentRestarted());
  };
  const skipQuestion = () => dispatch(isLast ? reviewOpened() : questionShown(index + 1));

  return (
    <StyledControls>
      <Button variant="secondary" disabled={index === 0} onClick={() => dispatch(questionShown(index - 1))}>
        {QuestionCopy.previous}
      </Button>
      <Button variant="secondary" disabled={lastAnswered < 0} onClick={() => dispatch(questionShown(lastAnswered))}>
        {QuestionCopy.goBackToLastAnswered}
      </Button>
      <Button variant="ghost" onClick={skipQuestion}>
        {QuestionCopy.skipQuestion}
      </Button>
      <Button variant="ghost" onClick={restart}>
        {QuestionCopy.restart}
      </Button>
      <StyledSpacer />
      {isLast || editingFromReview ? (
        <Button onClick={() => dispatch(reviewOpened())}>{QuestionCopy.reviewAndSubmit}</Button>
      ) : null}
    </StyledControls>
  );
}
