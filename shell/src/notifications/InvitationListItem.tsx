import { describeApiError, useToast } from '@anchor/app-runtime';
import type { PatientInvitationView } from '@anchor/contracts';
import { Button } from '@anchor/ui';
import styled from 'styled-components';
import { NotificationsCopy } from './copy';
import { useAnswerInvitationMutation } from './invitations.api';

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-left: ${({ theme }) => theme.spacing.xs} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSurface};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface InvitationListItemProps {
  invitation: PatientInvitationView;
}

/** A clinician's invitation: nothing is shared until the patient taps Accept; Decline tells the clinician no. */
export function InvitationListItem({ invitation }: InvitationListItemProps) {
  const [answer, { isLoading }] = useAnswerInvitationMutation();
  const toast = useToast();
  const { providerName, providerEmail } = invitation;
  const reply = async (choice: 'accept' | 'decline') => {
    try {
      await answer({ id: invitation.id, answer: choice }).unwrap();
      toast({
        title:
          choice === 'accept' ? NotificationsCopy.accepted(providerName) : NotificationsCopy.declined(providerName),
      });
    } catch (error) {
      toast({ title: NotificationsCopy.answerFailed, description: describeApiError(error), variant: 'destructive' });
    }
  };
  return (
    <StyledItem>
      <strong>{NotificationsCopy.invitationTitle}</strong>
      <p>{NotificationsCopy.invitation(providerName, providerEmail)}</p>
      <p>{NotificationsCopy.invitationConsent}</p>
      <StyledActions>
        <Button size="sm" disabled={isLoading} onClick={() => void reply('accept')}>
          {NotificationsCopy.accept}
        </Button>
        <Button size="sm" variant="secondary" disabled={isLoading} onClick={() => void reply('decline')}>
          {NotificationsCopy.decline}
        </Button>
      </StyledActions>
    </StyledItem>
  );
}
