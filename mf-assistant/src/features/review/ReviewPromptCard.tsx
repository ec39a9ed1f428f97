import styled from 'styled-components';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@anchor/ui';
import { ReviewCopy } from './copy';

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface ReviewPromptCardProps {
  onYes: () => void;
  onNo: () => void;
  busy: boolean;
}

/** After the first chat following an assessment: review the answers, or go on to the analysis. */
export function ReviewPromptCard({ onYes, onNo, busy }: ReviewPromptCardProps) {
  return (
    <Card aria-busy={busy}>
      <CardHeader>
        <CardTitle as="h3">{ReviewCopy.promptTitle}</CardTitle>
        <CardDescription>{ReviewCopy.promptHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <StyledButtons>
          <Button onClick={onYes} disabled={busy}>
            {ReviewCopy.yes}
          </Button>
          <Button variant="secondary" onClick={onNo} disabled={busy}>
            {ReviewCopy.no}
          </Button>
        </StyledButtons>
      </CardContent>
    </Card>
  );
}
