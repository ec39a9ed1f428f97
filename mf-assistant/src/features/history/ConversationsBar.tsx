import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from '@anchor/ui';
import { HistoryCopy } from './copy';
import type { OnScreen } from './on-screen-memory';

// Only read when the person asks for it: it stays out of the chat's first view.
const PastConversations = lazy(() =>
  import('./PastConversations').then((module) => ({ default: module.PastConversations })),
);

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface ConversationsBarProps {
  /** The conversation on screen (null: a new one, not started yet). */
  shownId: string | null;
  /** Puts another conversation on screen: a new one, or one opened from the list. */
  onChoose: (onScreen: OnScreen) => void;
}

/** "New conversation", and the history list behind "Past conversations". */
export function ConversationsBar({ shownId, onChoose }: ConversationsBarProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <StyledBar>
        <Button size="sm" variant="secondary" onClick={() => onChoose({ kind: 'new' })}>
          {HistoryCopy.newConversation}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          {HistoryCopy.pastConversations}
        </Button>
      </StyledBar>
      {open && (
        <Suspense fallback={<Spinner />}>
          <PastConversations
            id={listId}
            shownId={shownId}
            onOpen={(conversationId) => {
              setOpen(false);
              onChoose({ kind: 'opened', conversationId });
            }}
            onShownDeleted={() => onChoose({ kind: 'new' })}
          />
        </Suspense>
      )}
    </>
  );
}
