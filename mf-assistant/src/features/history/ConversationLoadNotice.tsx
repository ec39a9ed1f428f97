import styled from 'styled-components';
import { Button } from '@anchor/ui';
import { HistoryCopy } from './copy';
import type { LoadState } from './useOnScreenConversation';

const StyledNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
  p {
    margin: 0;
  }
`;

export interface ConversationLoadNoticeProps {
  state: LoadState;
  onRetry: () => void;
}

/** Below the greeting while the conversation is read from the server, or when it could not be read. */
export function ConversationLoadNotice({ state, onRetry }: ConversationLoadNoticeProps) {
  if (state === 'ready') return null;
  return (
    <StyledNotice role="status">
      <p>{state === 'loading' ? HistoryCopy.loading : HistoryCopy.loadFailed}</p>
      {state === 'failed' && (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {HistoryCopy.loadAgain}
        </Button>
      )}
    </StyledNotice>
  );
}
