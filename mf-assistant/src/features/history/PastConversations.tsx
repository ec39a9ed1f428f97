import { useState } from 'react';
import styled from 'styled-components';
import { useToast } from '@anchor/app-runtime';
import type { ConversationSummary } from '@anchor/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@anchor/ui';
import { useConversationSummariesQuery, useDeleteConversationMutation } from '../../api/assistant.api';
import { ConversationSummaryItem } from './ConversationSummaryItem';
import { HistoryCopy } from './copy';
import { DeleteConversationDialog } from './DeleteConversationDialog';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PastConversationsProps {
  id: string;
  shownId: string | null;
  onOpen: (conversationId: string) => void;
  onShownDeleted: () => void;
}

/** The person's conversations, newest first, each with Open and Delete (asked first). */
export function PastConversations({ id, shownId, onOpen, onShownDeleted }: PastConversationsProps) {
  const summaries = useConversationSummariesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove, { isLoading: deleting }] = useDeleteConversationMutation();
  const [asking, setAsking] = useState<ConversationSummary | null>(null);
  const toast = useToast();

  const confirmDelete = async () => {
    if (!asking) return;
    try {
      await remove(asking.conversationId).unwrap();
      toast({ title: HistoryCopy.deletedTitle });
      if (asking.conversationId === shownId) onShownDeleted();
    } catch {
      toast({ title: HistoryCopy.deleteFailedTitle, description: HistoryCopy.deleteFailedDescription });
    }
    setAsking(null);
  };

  const list = summaries.data ?? [];
  return (
    <Card id={id}>
      <CardHeader>
        <CardTitle as="h3">{HistoryCopy.listTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {summaries.isLoading && <StyledNote role="status">{HistoryCopy.listLoading}</StyledNote>}
        {summaries.isError && <StyledNote role="alert">{HistoryCopy.listFailed}</StyledNote>}
        {summaries.isSuccess && list.length === 0 && <StyledNote>{HistoryCopy.empty}</StyledNote>}
        {list.length > 0 && (
          <StyledList>
            {list.map((summary) => (
              <ConversationSummaryItem
                key={summary.conversationId}
                summary={summary}
                shown={summary.conversationId === shownId}
                onOpen={() => onOpen(summary.conversationId)}
                onDelete={() => setAsking(summary)}
              />
            ))}
          </StyledList>
        )}
      </CardContent>
      {asking && (
        <DeleteConversationDialog
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setAsking(null)}
        />
      )}
    </Card>
  );
}
