import { useState, type FormEvent } from 'react';
import { Button, Dialog, FieldError, PasswordField } from '@anchor/ui';
import { describeApiError, toApiError, useToast } from '@anchor/app-runtime';
import { PASSWORD_MIN_LENGTH } from '@anchor/contracts';
import { AccountCopy } from './account-copy';
import { useChangePasswordMutation } from '../../api/account.api';
import { StyledDialogActions, StyledDialogForm } from './dialog-styles';

const copy = AccountCopy.security;

export interface PasswordDialogProps {
  onClose: () => void;
}

/** Changes the password; the server signs out every other session, and the toast says so. */
export function PasswordDialog({ onClose }: PasswordDialogProps) {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const toast = useToast();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await changePassword({ currentPassword, newPassword }).unwrap();
      toast({ title: copy.savedTitle, description: copy.savedDescription });
      onClose();
    } catch (cause) {
      const apiError = toApiError(cause);
      setError(describeApiError(apiError));
    }
  };

  return (
    <Dialog open onClose={onClose} title={copy.dialogTitle} closeLabel={AccountCopy.cancel}>
      <StyledDialogForm aria-label={copy.dialogTitle} onSubmit={(event) => void submit(event)}>
        <PasswordField label={copy.currentPassword} value={currentPassword} onChange={setCurrentPassword} />
        <PasswordField
          label={copy.newPassword}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          value={newPassword}
          onChange={setNewPassword}
        />
        {error ? <FieldError>{error}</FieldError> : null}
        <StyledDialogActions>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? copy.saving : copy.save}
          </Button>
        </StyledDialogActions>
      </StyledDialogForm>
    </Dialog>
  );
}
