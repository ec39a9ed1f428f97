import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { InputSource } from '@anchor/contracts';
import { Button } from '@anchor/ui';
import type { ChatMessage } from './chat-message';
import { ChatCopy } from './copy';
import { openCrisisPanel } from './open-crisis-panel';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-top: ${({ theme }) => theme.spacing.sm};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface MessageActionsProps {
  message: ChatMessage;
  /** A flow button sends its value as the person's next message. */
  onButton: (value: string) => void;
  /** Sends a message that did not reach the server again. */
  onRetry: (text: string, source: InputSource) => void;
  /** While a reply is awaited, or once the person has answered (said anything after this message). */
  disabled: boolean;
}

/**
 * What a message offers: its answer buttons first (a check-in question's answers stay where the eye goes), then
 * crisis help, a retry after a failure, a link into another tab.
 */
export function MessageActions({ message, onButton, onRetry, disabled }: MessageActionsProps) {
  const buttons = message.buttons ?? [];
  const { retry, link, crisis } = message;
  if (buttons.length === 0 && !link && !crisis && !retry) return null;
  return (
    <StyledActions>
      {buttons.map((button) => (
        <Button
          key={button.value}
          size="sm"
          variant="secondary"
          disabled={disabled}
          onClick={() => onButton(button.value)}
        >
          {button.label}
        </Button>
      ))}
      {crisis && (
        <Button size="sm" variant="destructive" onClick={openCrisisPanel}>
          {ChatCopy.openCrisisPanel}
        </Button>
      )}
      {retry && (
        <Button size="sm" variant="secondary" disabled={disabled} onClick={() => onRetry(retry.text, retry.source)}>
          {ChatCopy.tryAgain}
        </Button>
      )}
      {link && <Link to={link.href}>{link.label}</Link>}
    </StyledActions>
  );
}
