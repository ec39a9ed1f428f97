import type { SentInvitationView } from '@anchor/contracts';
import { Badge, type BadgeTone } from '@anchor/ui';
import styled from 'styled-components';
import { useSentInvitationsQuery } from '../../api/sent-invitations.api';
import { StyledMuted, StyledRow, StyledStack } from '../shared/portal-styles';
import { InvitationsCopy } from './invitations-copy';

const TONES: Record<SentInvitationView['status'], BadgeTone> = {
  waiting: 'info',
  accepted: 'success',
  declined: 'warning',
  expired: 'neutral',
};

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** The invitations this provider sent and each patient's answer, so a Decline is seen here. */
export function SentInvitations() {
  const { data } = useSentInvitationsQuery();
  if (!data || data.length === 0) return null;
  return (
    <StyledStack aria-label={InvitationsCopy.title} role="region">
      <h3>{InvitationsCopy.title}</h3>
      <StyledList>
        {data.map((invitation) => (
          <li key={invitation.id}>
            <StyledRow>
              <span>{invitation.patientEmail}</span>
              <Badge tone={TONES[invitation.status]}>{InvitationsCopy.status[invitation.status]}</Badge>
              <StyledMuted>
                {InvitationsCopy.when(day(invitation.sentAt), invitation.answeredAt && day(invitation.answeredAt))}
              </StyledMuted>
            </StyledRow>
          </li>
        ))}
      </StyledList>
    </StyledStack>
  );
}
