import { type FormEvent, type ReactNode, useState } from 'react';
import { describeApiError, SecondFactorCodeField, TwoFactorCopy } from '@anchor/app-runtime';
import { Button, FieldError, PasswordField } from '@anchor/ui';
import styled from 'styled-components';
import { TwoStepCopy } from './copy';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  p {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface CodeActionFormProps {
  label: string;
  hint: ReactNode;
  submit: string;
  /** Also ask for the password (turning two-step sign-in off). */
  withPassword?: boolean;
  onSubmit: (values: { code: string; password: string }) => Promise<unknown>;
  onCancel: () => void;
}

/** A change that needs a fresh code (and for turning off, the password): the server's sentence shows under it. */
export function CodeActionForm({ label, hint, submit, withPassword = false, onSubmit, onCancel }: CodeActionFormProps) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await onSubmit({ code, password });
    } catch (failure) {
      setError(describeApiError(failure, TwoFactorCopy.failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <StyledForm noValidate aria-label={label} onSubmit={(event) => void send(event)}>
      <p>{hint}</p>
      {withPassword ? <PasswordField label={TwoStepCopy.password} value={password} onChange={setPassword} /> : null}
      <SecondFactorCodeField value={code} onChange={setCode} autoFocus={!withPassword} />
      {error ? <FieldError>{error}</FieldError> : null}
      <StyledActions>
        <Button type="submit" variant={withPassword ? 'destructive' : 'primary'} disabled={busy}>
          {submit}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {TwoStepCopy.cancel}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
