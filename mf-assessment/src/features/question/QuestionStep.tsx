import { pcl5AnsweredCount, PCL5_ITEMS, pcl5Prompt } from '@anchor/clinical';
import { PCL5_ITEM_COUNT } from '@anchor/contracts';
import { Button, CardContent } from '@anchor/ui';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { AssessmentCopy, QuestionCopy } from '../../copy';
import type { AssessmentFlowState } from '../flow/assessment.slice';
import { AnswerRadioGroup, type AnswerRadioGroupHandle } from './AnswerRadioGroup';
import { QuestionControls } from './QuestionControls';
import { useAnswerQuestion } from './useAnswerQuestion';
import { useDigitShortcuts } from './useDigitShortcuts';

export interface QuestionStepProps {
  flow: AssessmentFlowState;
  busy: boolean;
  onSkipAssessment: () => void;
}

const StyledBody = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const StyledProgressRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledProgress = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const StyledPrompt = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeight};
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** One PCL-5 question at a time, with its answers and the ways to move around the checklist. */
export function QuestionStep({ flow, busy, onSkipAssessment }: QuestionStepProps) {
  const { currentIndex: index, responses } = flow;
  const promptId = useId();
  const progressId = useId();
  const answers = useRef<AnswerRadioGroupHandle>(null);
  const answer = useAnswerQuestion(index, flow.editingFromReview);
  useDigitShortcuts(answer);

  // A new question takes focus to its answers, so keyboard and screen-reader users continue from there.
  useEffect(() => answers.current?.focus(), [index]);

  const answered = pcl5AnsweredCount(responses);
  return (
    <StyledBody>
      <StyledProgressRow>
        <span id={progressId}>{QuestionCopy.progress(index + 1, PCL5_ITEM_COUNT)}</span>
        <span>{QuestionCopy.answeredCount(answered, PCL5_ITEM_COUNT)}</span>
      </StyledProgressRow>
      <StyledProgress max={PCL5_ITEM_COUNT} value={index + 1} aria-labelledby={progressId} />
      <StyledPrompt id={promptId}>{pcl5Prompt(PCL5_ITEMS[index])}</StyledPrompt>
      <AnswerRadioGroup ref={answers} labelledBy={promptId} value={responses[index]} onAnswer={answer} />
      <StyledHint>{QuestionCopy.keyboardHint}</StyledHint>
      <QuestionControls index={index} responses={responses} editingFromReview={flow.editingFromReview} />
      <StyledFooter>
        <Button variant="ghost" size="sm" disabled={busy} onClick={onSkipAssessment}>
          {AssessmentCopy.skipAssessment}
        </Button>
      </StyledFooter>
    </StyledBody>
  );
}
