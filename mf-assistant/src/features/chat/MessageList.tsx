import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useInBrowser } from '@anchor/app-runtime';
import { Badge, Button, type BadgeTone } from '@anchor/ui';
import type { ChatMessage } from './chat-message';
import { ChatCopy, MESSAGE_TYPE_LABELS } from './copy';
import { openCrisisPanel } from './open-crisis-panel';

/** The list is 400px high and scrolls. */
const StyledLog = styled.div`
  height: 400px;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledMessage = styled.article<{ $mine: boolean }>`
  max-width: 85%;
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.infoSurface : theme.colors.surfaceMuted)};
  p {
    margin: ${({ theme }) => `${theme.spacing.xs} 0 0`};
    white-space: pre-wrap;
  }
`;

const StyledMeta = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-top: ${({ theme }) => theme.spacing.sm};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledTyping = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const BADGE_TONES: Record<ChatMessage['type'], BadgeTone> = {
  insight: 'info',
  support: 'success',
  reminder: 'warning',
  question: 'neutral',
  error: 'danger',
};

const timeOfDay = (date: Date) => date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export interface MessageListProps {
  messages: ChatMessage[];
  waiting: boolean;
  /** A flow button sends its value as the person's next message. */
  onButton: (value: string) => void;
}

function MessageActions({
  message,
  onButton,
  disabled,
}: {
  message: ChatMessage;
  onButton: (value: string) => void;
  disabled: boolean;
}) {
  const buttons = message.buttons ?? [];
  if (buttons.length === 0 && !message.link && !message.crisis) return null;
  return (
    <StyledActions>
      {message.crisis && (
        <Button size="sm" variant="destructive" onClick={openCrisisPanel}>
          {ChatCopy.openCrisisPanel}
        </Button>
      )}
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
      {message.link && <Link to={message.link.href}>{message.link.label}</Link>}
    </StyledActions>
  );
}

/**
 * Opens at the top, then follows the newest message. Buttons wait while a reply is awaited. The first run
 * touches nothing: a new log is already at its top, and reading layout (the motion setting, a scroll position)
 * while the first view commits would make the browser lay out the page there and again for its first paint.
 */
export function MessageList({ messages, waiting, onButton }: MessageListProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  // The server's first view leaves the times out: it does not know the person's time zone.
  const inBrowser = useInBrowser();
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    if (!opened.current) {
      opened.current = true;
      return;
    }
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    log.scrollTo?.({ top: log.scrollHeight, behavior: reduce ? 'auto' : 'smooth' });
  }, [messages.length, waiting]);
  return (
    <StyledLog ref={logRef} role="log" aria-label={ChatCopy.messagesLabel} aria-live="polite" tabIndex={0}>
      {messages.map((message) => (
        <StyledMessage key={message.id} $mine={message.sender === 'user'} data-sender={message.sender}>
          <StyledMeta>
            <strong>{message.sender === 'user' ? ChatCopy.userName : ChatCopy.assistantName}</strong>
            {message.sender === 'assistant' && (
              <Badge tone={BADGE_TONES[message.type]}>{MESSAGE_TYPE_LABELS[message.type]}</Badge>
            )}
            <time dateTime={message.timestamp.toISOString()}>{inBrowser ? timeOfDay(message.timestamp) : null}</time>
          </StyledMeta>
          <p>{message.text}</p>
          <MessageActions message={message} onButton={onButton} disabled={waiting} />
        </StyledMessage>
      ))}
      {waiting && <StyledTyping role="status">{ChatCopy.typing}</StyledTyping>}
    </StyledLog>
  );
}
