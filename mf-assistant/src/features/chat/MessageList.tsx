import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useInBrowser } from '@anchor/app-runtime';
import type { InputSource } from '@anchor/contracts';
import { Badge, type BadgeTone } from '@anchor/ui';
import { answeredMessageIds, type ChatMessage } from './chat-message';
import { ChatCopy, MESSAGE_TYPE_LABELS } from './copy';
import { MessageActions } from './MessageActions';

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

const StyledNotSent = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
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
  /** Sends a message that did not reach the server again. */
  onRetry: (text: string, source: InputSource) => void;
  /** Shown after the messages: the conversation still loading, or not loaded. */
  notice?: ReactNode;
}

/**
 * Opens at the top, then follows the newest message. Buttons wait while a reply is awaited, and stop once the
 * person has answered (said anything after them). The first run
 * touches nothing: a new log is already at its top, and reading layout (the motion setting, a scroll position)
 * while the first view commits would make the browser lay out the page there and again for its first paint.
 */
export function MessageList({ messages, waiting, onButton, onRetry, notice }: MessageListProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  const shownCount = useRef(messages.length);
  // The server's first view leaves the times out: it does not know the person's time zone.
  const inBrowser = useInBrowser();
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    if (!opened.current) {
      opened.current = true;
      return;
    }
    // A stored conversation arriving at once goes straight to its end (the latest messages, an open question).
    const restored = messages.length - shownCount.current > 2;
    shownCount.current = messages.length;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    log.scrollTo?.({ top: log.scrollHeight, behavior: reduce || restored ? 'auto' : 'smooth' });
  }, [messages.length, waiting]);
  const answered = useMemo(() => answeredMessageIds(messages), [messages]);
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
            {message.failed && <StyledNotSent>{ChatCopy.notSent}</StyledNotSent>}
          </StyledMeta>
          <p>{message.text}</p>
          <MessageActions
            message={message}
            onButton={onButton}
            onRetry={onRetry}
            disabled={waiting || answered.has(message.id)}
          />
        </StyledMessage>
      ))}
      {notice}
      {waiting && <StyledTyping role="status">{ChatCopy.typing}</StyledTyping>}
    </StyledLog>
  );
}
