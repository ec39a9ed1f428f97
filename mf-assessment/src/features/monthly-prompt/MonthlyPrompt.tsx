import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@anchor/ui';
import styled from 'styled-components';
import { MonthlyPromptCopy } from '../../copy';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface MonthlyPromptProps {
  onStart: () => void;
  onLater: () => void;
}

/** The monthly-due prompt: shown when the server says a new PCL-5 is due. */
export function MonthlyPrompt({ onStart, onLater }: MonthlyPromptProps) {
  return (
    <Card role="region" aria-labelledby="monthly-prompt-title">
      <CardHeader>
        <CardTitle id="monthly-prompt-title">{MonthlyPromptCopy.title}</CardTitle>
        <CardDescription>{MonthlyPromptCopy.text}</CardDescription>
      </CardHeader>
      <CardContent>
        <StyledActions>
          <Button onClick={onStart}>{MonthlyPromptCopy.start}</Button>
          <Button variant="ghost" onClick={onLater}>
            {MonthlyPromptCopy.later}
          </Button>
        </StyledActions>
      </CardContent>
    </Card>
  );
}
