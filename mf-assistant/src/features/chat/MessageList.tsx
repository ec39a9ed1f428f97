import { useState } from 'react';
import styled from 'styled-components';
import { ChatCopy } from './copy';

/** The list is 400px high and scrolls, so the composer stays in view. */
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

const StyledMessage = styled.article`
  max-width: 85%;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  p {
    margin: ${({ theme }) => `${theme.spacing.xs} 0 0`};
  }
`;

const StyledMeta = styled.header`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const timeOfDay = (date: Date) => date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** For now the conversation is the assistant's greeting; replies join it with the chat release. */
export function MessageList() {
  const [greetedAt] = useState(() => new Date());
  return (
    <StyledLog role="log" aria-label={ChatCopy.messagesLabel} aria-live="polite" tabIndex={0}>
      <StyledMessage>
        <StyledMeta>
          <strong>{ChatCopy.assistantName}</strong>
          <time dateTime={greetedAt.toISOString()}>{timeOfDay(greetedAt)}</time>
        </StyledMeta>
        <p>{ChatCopy.welcome}</p>
      </StyledMessage>
    </StyledLog>
  );
}
