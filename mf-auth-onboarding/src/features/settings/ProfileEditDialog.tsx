import { useState, type FormEvent } from 'react';
import { Button, Dialog, FieldError, FormField, Input, PasswordField } from '@anchor/ui';
import { describeApiError, toApiError, useToast } from '@anchor/app-runtime';
import { AuthMessages, EmailVerificationMessages, type PublicUser } from '@anchor/contracts';
import { AccountCopy } from './account-copy';
import { useUpdateProfileMutation } from '../../api/account.api';
import { StyledDialogActions, StyledDialogForm } from './dialog-styles';
import { StyledNote } from './settings-styles';

const copy = AccountCopy.profile;

export interface ProfileEditDialogProps {
  user: PublicUser;
  onClose: () => void;
}

/** The form's fields and its submit: PATCH /api/user/profile, then a toast and close. */
function useProfileEdit(user: PublicUser, onClose: () => void) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const toast = useToast();
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [nameErrors, setNameErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const emailChanged = email.trim().toLowerCase() !== (user.email ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // Registration's rule: neither name may be blank (the server refuses it too, naming the field).
    const blank = {
      firstName: firstName.trim() ? undefined : AuthMessages.firstNameRequired,
      lastName: lastName.trim() ? undefined : AuthMessages.lastNameRequired,
    };
    setNameErrors(blank);
    if (blank.firstName || blank.lastName) return;
    try {
      // The address goes only when it changed: sending the current one again would withdraw a change in waiting.
      const newEmail = email.trim() ? email.trim().toLowerCase() : null;
      await updateProfile({
        firstName,
        lastName,
        ...(emailChanged ? { email: newEmail, currentPassword } : {}),
      }).unwrap();
      const description = emailChanged && newEmail ? copy.codeSentDescription(newEmail) : copy.savedDescription;
      toast({ title: copy.savedTitle, description });
      onClose();
    } catch (cause) {
      const apiError = toApiError(cause);
      const field = apiError.body?.field;
      if (field === 'firstName' || field === 'lastName') setNameErrors({ [field]: describeApiError(apiError) });
      else setError(describeApiError(apiError, emailChanged ? EmailVerificationMessages.sendFailed : undefined));
    }
  };

  return {
    fields: { firstName, lastName, email, currentPassword },
    setters: { setFirstName, setLastName, setEmail, setCurrentPassword },
    emailChanged,
    error,
    nameErrors,
    isLoading,
    submit,
  };
}

/** Edits first name, last name and e-mail; a new e-mail needs the current password (server rule). */
export function ProfileEditDialog({ user, onClose }: ProfileEditDialogProps) {
  const { fields, setters, emailChanged, error, nameErrors, isLoading, submit } = useProfileEdit(user, onClose);
  const { firstName, lastName, email, currentPassword } = fields;
  const { setFirstName, setLastName, setEmail, setCurrentPassword } = setters;
  return (
    <Dialog open onClose={onClose} title={copy.dialogTitle} closeLabel={AccountCopy.cancel}>
      <StyledDialogForm aria-label={copy.dialogTitle} noValidate onSubmit={(event) => void submit(event)}>
        <FormField label={copy.firstName} error={nameErrors.firstName}>
          <Input value={firstName} autoComplete="given-name" onChange={(event) => setFirstName(event.target.value)} />
        </FormField>
        <FormField label={copy.lastName} error={nameErrors.lastName}>
          <Input value={lastName} autoComplete="family-name" onChange={(event) => setLastName(event.target.value)} />
        </FormField>
        <FormField label={copy.email}>
          <Input type="email" value={email} autoComplete="email" onChange={(event) => setEmail(event.target.value)} />
        </FormField>
        {emailChanged ? (
          <>
            <StyledNote>{copy.currentPasswordHint}</StyledNote>
            <PasswordField label={copy.currentPassword} value={currentPassword} onChange={setCurrentPassword} />
          </>
        ) : null}
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
