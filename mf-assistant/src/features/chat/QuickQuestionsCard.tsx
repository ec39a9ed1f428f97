import styled from 'styled-components';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@anchor/ui';
import { ChatCopy } from './copy';

const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface QuickQuestionsCardProps {
  /** A chip sends its question. */
  onPick: (question: string) => void;
  disabled: boolean;
}

export function QuickQuestionsCard({ onPick, disabled }: QuickQuestionsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{ChatCopy.quickQuestionsTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <StyledChips>
          {ChatCopy.quickQuestions.map((question) => (
            <Button key={question} variant="secondary" size="sm" disabled={disabled} onClick={() => onPick(question)}>
              {question}
            </Button>
          ))}
        </StyledChips>
      </CardContent>
    </Card>
  );
}
