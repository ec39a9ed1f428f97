import type { CareMessageView } from '@anchor/contracts';
import { Badge } from '@anchor/ui';
import styled from 'styled-components';
import { MyClinicianCopy } from './copy';
import { formatCareMoment } from './format-care-date';

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

export interface CareThreadListProps {
  messages: CareMessageView[];
  clinicianName: string;
}

/** Oldest first, newest at the bottom; the clinician's messages unread before this visit carry a marker. */
export function CareThreadList({ messages, clinicianName }: CareThreadListProps) {
  if (messages.length === 0) return <p>{MyClinicianCopy.noMessages}</p>;
  return (
    <StyledList>
      {messages.map((message) => {
        const mine = message.author === 'patient';
        return (
          <StyledMessage key={message.id} $mine={mine}>
            <StyledMeta>
              <strong>{mine ? MyClinicianCopy.fromYou : clinicianName}</strong>
              <time dateTime={message.createdAt}>{formatCareMoment(message.createdAt)}</time>
              {!mine && message.readAt === null ? <Badge tone="info">{MyClinicianCopy.unread}</Badge> : null}
            </StyledMeta>
            <p>{message.body}</p>
          </StyledMessage>
        );
      })}
    </StyledList>
  );
}
