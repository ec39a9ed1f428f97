import styled from 'styled-components';
import type { ConversationSummary } from '@anchor/contracts';
import { Badge, Button } from '@anchor/ui';
import { HistoryCopy } from './copy';

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledText = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
  p {
    margin: ${({ theme }) => `${theme.spacing.xs} 0 0`};
    overflow-wrap: anywhere;
  }
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** The day and time a conversation was last spoken in, in the person's own time zone. */
function whenOf(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString([], { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return `${day}, ${date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;
}

export interface ConversationSummaryItemProps {
  summary: ConversationSummary;
  /** The conversation on screen now. */
  shown: boolean;
  onOpen: () => void;
  onDelete: () => void;
}

/** One line of the history: when, its first words, how many messages (the person's and the replies). */
export function ConversationSummaryItem({ summary, shown, onOpen, onDelete }: ConversationSummaryItemProps) {
  const when = whenOf(summary.lastMessageAt);
  return (
    <StyledItem>
      <StyledText>
        <StyledMeta>
          <time dateTime={summary.lastMessageAt}>{when}</time>
          <span>{HistoryCopy.messageCount(summary.exchangeCount * 2)}</span>
          {shown && <Badge tone="info">{HistoryCopy.onScreen}</Badge>}
        </StyledMeta>
        <p>“{summary.firstWords}”</p>
      </StyledText>
      <StyledActions>
        <Button size="sm" variant="secondary" aria-label={HistoryCopy.openLabel(when)} onClick={onOpen}>
          {HistoryCopy.open}
        </Button>
        <Button size="sm" variant="ghost" aria-label={HistoryCopy.deleteLabel(when)} onClick={onDelete}>
          {HistoryCopy.delete}
        </Button>
      </StyledActions>
    </StyledItem>
  );
}
