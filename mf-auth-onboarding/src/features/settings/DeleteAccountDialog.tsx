import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, FieldError, PasswordField } from '@anchor/ui';
import {
  clearLocalData,
  describeApiError,
  forgetSignedInUser,
  toApiError,
  useAppDispatch,
  useToast,
} from '@anchor/app-runtime';
import { AccountCopy } from './account-copy';
import { useDeleteAccountMutation } from '../../api/account.api';
import { StyledDialogActions, StyledDialogForm } from './dialog-styles';

const copy = AccountCopy.data;

export interface DeleteAccountDialogProps {
  onClose: () => void;
}

/** Deleting needs the password; afterwards nothing of the user stays on this device. */
export function DeleteAccountDialog({ onClose }: DeleteAccountDialogProps) {
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await deleteAccount({ password }).unwrap();
    } catch (cause) {
      const apiError = toApiError(cause);
      setError(describeApiError(apiError));
      return;
    }
    clearLocalData();
    dispatch(forgetSignedInUser());
    toast({ title: copy.deletedTitle, description: copy.deletedDescription });
    navigate('/auth');
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={copy.deleteTitle}
      description={copy.deleteDescription}
      closeLabel={AccountCopy.cancel}
    >
      <StyledDialogForm aria-label={copy.deleteTitle} onSubmit={(event) => void submit(event)}>
        <PasswordField label={copy.deletePassword} value={password} onChange={setPassword} />
        {error ? <FieldError>{error}</FieldError> : null}
        <StyledDialogActions>
          <Button type="submit" variant="destructive" disabled={isLoading || !password}>
            {isLoading ? copy.deleting : copy.deleteConfirm}
          </Button>
        </StyledDialogActions>
      </StyledDialogForm>
    </Dialog>
  );
}
