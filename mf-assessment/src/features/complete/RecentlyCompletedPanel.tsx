import { Button, CardContent } from '@anchor/ui';
import styled from 'styled-components';
import { CompleteCopy } from '../../copy';

export interface RecentlyCompletedPanelProps {
  daysSinceLast: number;
  onRetake: () => void;
}

const StyledBody = styled(CardContent)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  h3,
  p {
    margin: 0;
  }
`;

/** Shown instead of the intro when the last assessment was under 7 days ago; retaking stays possible. */
export function RecentlyCompletedPanel({ daysSinceLast, onRetake }: RecentlyCompletedPanelProps) {
  return (
    <StyledBody>
      <h3>{CompleteCopy.title}</h3>
      <p>{CompleteCopy.description(daysSinceLast)}</p>
      <Button variant="secondary" onClick={onRetake}>
        {CompleteCopy.retake}
      </Button>
    </StyledBody>
  );
}
