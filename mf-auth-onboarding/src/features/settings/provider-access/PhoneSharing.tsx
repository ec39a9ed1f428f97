import { type FormEvent, useState } from 'react';
import { describeApiError, toApiError, useToast } from '@anchor/app-runtime';
import type { ProviderAssignmentView } from '@anchor/contracts';
import { Button, FormField, Input } from '@anchor/ui';
import { useShareProviderPhoneMutation, useStopSharingProviderPhoneMutation } from '../../../api/provider-access.api';
import { StyledNote, StyledRow } from '../settings-styles';
import { ProviderAccessCopy as copy } from './provider-access-copy';

export interface PhoneSharingProps {
  provider: ProviderAssignmentView;
  /** How the card names the provider. */
  providerName: string;
}

/**
 * Opt-in: a phone number the provider may call from the portal. The server checks and normalises it (and answers
 * a sentence naming the field when it is not a number); stopping sharing removes it from the provider at once.
 */
export function PhoneSharing({ provider, providerName }: PhoneSharingProps) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [share, sharing] = useShareProviderPhoneMutation();
  const [stop, stopping] = useStopSharingProviderPhoneMutation();
  const toast = useToast();
  if (provider.sharedPhone) {
    const stopSharing = async () => {
      try {
        await stop().unwrap();
        toast({ title: copy.phoneStopped });
      } catch (cause) {
        toast({ title: copy.phoneFailed, description: describeApiError(toApiError(cause)), variant: 'destructive' });
      }
    };
    return (
      <StyledRow>
        <StyledNote>{copy.phoneShared(providerName, provider.sharedPhone)}</StyledNote>
        <Button variant="secondary" size="sm" disabled={stopping.isLoading} onClick={() => void stopSharing()}>
          {copy.phoneStop}
        </Button>
      </StyledRow>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await share({ phone: phone.trim() }).unwrap();
      setPhone('');
      toast({ title: copy.phoneSharedToast });
    } catch (cause) {
      setError(describeApiError(toApiError(cause)));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <FormField label={copy.phoneLabel} error={error}>
        <Input type="tel" autoComplete="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />
      </FormField>
      <StyledNote>{copy.phoneDescription(providerName)}</StyledNote>
      <Button type="submit" variant="secondary" size="sm" disabled={sharing.isLoading || phone.trim() === ''}>
        {copy.phoneShare}
      </Button>
    </form>
  );
}
