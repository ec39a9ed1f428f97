import { useState, type FormEvent } from 'react';
import { describeApiError, useToast } from '@anchor/app-runtime';
import type { ProviderAssignmentView } from '@anchor/contracts';
import { Button, FieldError, FormField, Input } from '@anchor/ui';
import { useSetProviderMutation } from '../../../api/privacy.api';
import { StyledDialogActions, StyledDialogForm } from '../dialog-styles';
import { PrivacyCopy as copy } from './privacy-copy';

export interface ProviderFormProps {
  provider: ProviderAssignmentView | null;
  onDone: () => void;
}

/** Names (or renames) the one provider results are shared with. */
export function ProviderForm({ provider, onDone }: ProviderFormProps) {
  const toast = useToast();
  const [setProvider, { isLoading }] = useSetProviderMutation();
  const [providerName, setProviderName] = useState(provider?.providerName ?? '');
  const [providerEmail, setProviderEmail] = useState(provider?.providerEmail ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await setProvider({ providerName: providerName.trim() || null, providerEmail: providerEmail.trim() }).unwrap();
      toast({ title: copy.providerSaved });
      onDone();
    } catch (cause) {
      setError(describeApiError(cause));
    }
  };
  return (
    <StyledDialogForm aria-label={copy.provider} onSubmit={(event) => void submit(event)}>
      <FormField label={copy.providerName}>
        <Input value={providerName} onChange={(event) => setProviderName(event.target.value)} />
      </FormField>
      <FormField label={copy.providerEmail}>
        <Input type="email" required value={providerEmail} onChange={(event) => setProviderEmail(event.target.value)} />
      </FormField>
      {error ? <FieldError>{error}</FieldError> : null}
      <StyledDialogActions>
        <Button type="submit" size="sm" disabled={isLoading || providerEmail.trim() === ''}>
          {copy.saveProvider}
        </Button>
      </StyledDialogActions>
    </StyledDialogForm>
  );
}
