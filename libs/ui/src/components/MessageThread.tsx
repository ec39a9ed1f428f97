import styled from 'styled-components';
import { Badge } from './Badge';

/** One message as a thread shows it: who wrote it (in words), when, whether it is the reader's own or new to them. */
export interface ThreadMessageItem {
  id: number;
  author: string;
  /** Written by the person reading the thread: shown on the right, tinted. */
  mine: boolean;
  /** ISO 8601 instant. */
  at: string;
  /** Not read yet by the reader: carries `unreadLabel`. */
  unread: boolean;
  body: string;
}

export interface MessageThreadProps {
  messages: ThreadMessageItem[];
  unreadLabel: string;
  formatMoment: (iso: string) => string;
}

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledMessage = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: min(36rem, 90%);
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.infoSurface : theme.colors.surface)};
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const StyledMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A conversation between two people, oldest first and newest at the bottom, the reader's own on the right. */
export function MessageThread({ messages, unreadLabel, formatMoment }: MessageThreadProps) {
  return (
    <StyledList>
      {messages.map((message) => (
        <StyledMessage key={message.id} $mine={message.mine}>
          <StyledMeta>
            <strong>{message.author}</strong>
            <time dateTime={message.at}>{formatMoment(message.at)}</time>
            {message.unread ? <Badge tone="info">{unreadLabel}</Badge> : null}
          </StyledMeta>
          <p>{message.body}</p>
        </StyledMessage>
      ))}
    </StyledList>
  );
}
