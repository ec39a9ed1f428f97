import { describeApiError, toApiError, useToast } from '@anchor/app-runtime';
import type { PatientInvitationView } from '@anchor/contracts';
import { Button } from '@anchor/ui';
import {
  useAcceptProviderInvitationMutation,
  useDeclineProviderInvitationMutation,
  useProviderInvitationsQuery,
} from '../../../api/provider-access.api';
import { StyledNote, StyledRow, StyledRowText } from '../settings-styles';
import { ProviderAccessCopy } from './provider-access-copy';
import { StyledAccessPart } from './provider-access-styles';

/** Invitations from providers, each accepted only by the patient's own tap (consent first). */
export function ProviderInvitations() {
  const { data: invitations } = useProviderInvitationsQuery();
  const [accept, { isLoading }] = useAcceptProviderInvitationMutation();
  const [decline, declining] = useDeclineProviderInvitationMutation();
  const toast = useToast();
  if (!invitations || invitations.length === 0) return null;
  const acceptOne = async (invitation: PatientInvitationView) => {
    try {
      await accept(invitation.id).unwrap();
      toast({ title: ProviderAccessCopy.accepted(invitation.providerName) });
    } catch (error) {
      toast({
        title: ProviderAccessCopy.acceptFailed,
        description: describeApiError(toApiError(error)),
        variant: 'destructive',
      });
    }
  };
  const declineOne = async (invitation: PatientInvitationView) => {
    try {
      await decline(invitation.id).unwrap();
      toast({ title: ProviderAccessCopy.invitationDeclined(invitation.providerName) });
    } catch (error) {
      toast({ title: ProviderAccessCopy.declineFailed, description: describeApiError(error), variant: 'destructive' });
    }
  };
  return (
    <StyledAccessPart aria-label={ProviderAccessCopy.invitationsTitle}>
      <StyledRowText>
        <h3>{ProviderAccessCopy.invitationsTitle}</h3>
      </StyledRowText>
      {invitations.map((invitation) => (
        <StyledRow key={invitation.id}>
          <StyledRowText>
            <p>{ProviderAccessCopy.invitation(invitation.providerName, invitation.providerEmail)}</p>
          </StyledRowText>
          <Button size="sm" disabled={isLoading} onClick={() => void acceptOne(invitation)}>
            {ProviderAccessCopy.accept}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={isLoading || declining.isLoading}
            onClick={() => void declineOne(invitation)}
          >
            {ProviderAccessCopy.decline}
          </Button>
        </StyledRow>
      ))}
      <StyledNote>{ProviderAccessCopy.invitationConsent}</StyledNote>
    </StyledAccessPart>
  );
}
