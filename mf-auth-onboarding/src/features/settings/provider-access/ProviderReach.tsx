import { useState } from 'react';
import { describeApiError, toApiError, useToast } from '@anchor/app-runtime';
import type { ProviderAssignmentView } from '@anchor/contracts';
import { Button, Switch } from '@anchor/ui';
import {
  usePatientProviderQuery,
  useRemoveProviderMutation,
  useSetProviderWellnessSharingMutation,
} from '../../../api/provider-access.api';
import { StyledNote, StyledRow, StyledRowText } from '../settings-styles';
import { ProviderAccessCopy, providerStatus } from './provider-access-copy';
import { StyledAccessPart } from './provider-access-styles';
import { PhoneSharing } from './PhoneSharing';

/** The name the patient gave, else the accepting account's own name, else the address. */
const nameOf = (provider: ProviderAssignmentView) =>
  provider.providerName ?? provider.acceptedBy?.name ?? provider.providerEmail;

/** Withdraws the provider's access after one confirmation; the server revokes every share at once. */
function StopSharing({ provider }: { provider: ProviderAssignmentView }) {
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading }] = useRemoveProviderMutation();
  const toast = useToast();
  const stop = async () => {
    try {
      await remove().unwrap();
      toast({ title: ProviderAccessCopy.stopped(nameOf(provider)) });
    } catch (error) {
      toast({
        title: ProviderAccessCopy.stopFailed,
        description: describeApiError(toApiError(error)),
        variant: 'destructive',
      });
      setConfirming(false);
    }
  };
  if (!confirming) {
    return (
      <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
        {ProviderAccessCopy.stopSharing}
      </Button>
    );
  }
  return (
    <StyledRow role="group" aria-label={ProviderAccessCopy.stopSharing}>
      <StyledNote>{ProviderAccessCopy.stopConfirm(nameOf(provider))}</StyledNote>
      <Button variant="destructive" size="sm" disabled={isLoading} onClick={() => void stop()}>
        {ProviderAccessCopy.stopConfirmButton}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
        {ProviderAccessCopy.cancel}
      </Button>
    </StyledRow>
  );
}

/** Who has access and to what: the named provider, the wellness-summary choice (off until turned on), and revoking. */
export function ProviderReach() {
  const { data: provider } = usePatientProviderQuery();
  const [setSharing, { isLoading }] = useSetProviderWellnessSharingMutation();
  const toast = useToast();
  if (!provider) return null;
  const change = async (checked: boolean) => {
    try {
      await setSharing(checked).unwrap();
      toast({ title: checked ? ProviderAccessCopy.wellnessOn : ProviderAccessCopy.wellnessOff });
    } catch (error) {
      toast({
        title: ProviderAccessCopy.wellnessFailed,
        description: describeApiError(toApiError(error)),
        variant: 'destructive',
      });
    }
  };
  return (
    <StyledAccessPart aria-label={ProviderAccessCopy.yourProvider}>
      <StyledRow>
        <StyledRowText>
          <h3>{ProviderAccessCopy.yourProvider}</h3>
          <p>
            {nameOf(provider)} ({provider.providerEmail})
          </p>
          <p role="status">{providerStatus(provider)}</p>
          {provider.status === 'accepted' ? (
            <p>
              {ProviderAccessCopy.providerSees(nameOf(provider), provider.shareWellnessSummaries, provider.sharedPhone)}
            </p>
          ) : null}
        </StyledRowText>
        <StopSharing provider={provider} />
      </StyledRow>
      <Switch
        label={ProviderAccessCopy.wellnessLabel(nameOf(provider))}
        description={ProviderAccessCopy.wellnessDescription}
        checked={provider.shareWellnessSummaries}
        disabled={isLoading}
        onCheckedChange={(checked) => void change(checked)}
      />
      <PhoneSharing provider={provider} providerName={nameOf(provider)} />
    </StyledAccessPart>
  );
}
