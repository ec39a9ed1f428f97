import { useState } from 'react';
import {
  describeApiError,
  useGetProfileSettingsQuery,
  useToast,
  useUpdateAppPreferencesMutation,
} from '@anchor/app-runtime';
import { Button, SettingsCard, Spinner, Switch } from '@anchor/ui';
import { useGetProviderQuery, useGetSharingQuery, useSetSharingMutation } from '../../../api/privacy.api';
import { StyledRow, StyledRowText } from '../settings-styles';
import { providerStatus } from '../provider-access/provider-access-copy';
import { PrivacyCopy as copy } from './privacy-copy';
import { MoodNoticingSwitch } from './MoodNoticingSwitch';
import { ProviderForm } from './ProviderForm';

/** The sharing switch: off revokes every share on the server in the same request. */
function useSharingSwitch() {
  const toast = useToast();
  const { data } = useGetSharingQuery();
  const [setSharing, { isLoading }] = useSetSharingMutation();
  const change = async (on: boolean) => {
    try {
      await setSharing({ healthcareProviderSharing: on }).unwrap();
      toast(
        on
          ? { title: copy.sharingOn, description: copy.sharingOnDescription }
          : { title: copy.sharingOff, description: copy.sharingOffDescription },
      );
    } catch (cause) {
      toast({ title: copy.failed, description: describeApiError(cause), variant: 'destructive' });
    }
  };
  return { sharing: data?.healthcareProviderSharing ?? false, loaded: data !== undefined, change, busy: isLoading };
}

function useAnalyticsSwitch() {
  const toast = useToast();
  const { data } = useGetProfileSettingsQuery();
  const [update] = useUpdateAppPreferencesMutation();
  const change = (analyticsOptIn: boolean) =>
    update({ analyticsOptIn })
      .unwrap()
      .catch((cause: unknown) =>
        toast({ title: copy.failed, description: describeApiError(cause), variant: 'destructive' }),
      );
  return { analytics: data?.preferences.analyticsOptIn ?? true, change };
}

/** The named provider, provider sharing (off revokes at once), the analytics choice and mood noticing. */
export function PrivacyCard() {
  const provider = useGetProviderQuery();
  const sharing = useSharingSwitch();
  const analytics = useAnalyticsSwitch();
  const [editing, setEditing] = useState(false);
  const named = provider.data ?? null;
  return (
    <SettingsCard title={copy.title} description={copy.description}>
      {provider.isLoading || !sharing.loaded ? <Spinner /> : null}
      <StyledRow>
        <StyledRowText>
          <h3>{copy.provider}</h3>
          <p>{named ? [named.providerName, named.providerEmail].filter(Boolean).join(', ') : copy.noProvider}</p>
          {named ? <p>{providerStatus(named)}</p> : null}
        </StyledRowText>
        <Button variant="secondary" size="sm" onClick={() => setEditing((open) => !open)}>
          {named ? copy.editProvider : copy.addProvider}
        </Button>
      </StyledRow>
      {editing ? <ProviderForm provider={named} onDone={() => setEditing(false)} /> : null}
      <Switch
        label={copy.sharing}
        description={sharing.sharing ? copy.sharingOffNote : named ? copy.sharingOnNote : copy.sharingNeedsProvider}
        checked={sharing.sharing}
        disabled={sharing.busy || !sharing.loaded || (!sharing.sharing && !named)}
        onCheckedChange={(on) => void sharing.change(on)}
      />
      <Switch
        label={copy.analytics}
        description={copy.analyticsNote}
        checked={analytics.analytics}
        onCheckedChange={(on) => void analytics.change(on)}
      />
      <MoodNoticingSwitch />
    </SettingsCard>
  );
}
