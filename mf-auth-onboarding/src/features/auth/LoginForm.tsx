import { Button, FieldError, FormField, Input } from '@anchor/ui';
import { AuthCopy } from './copy';
import { useAuthForm } from './useAuthForm';
import { emptyLoginForm, loginFormCheck, type LoginFormValues } from './auth-form-schemas';
import { StyledForm } from './auth-form-styles';

export interface LoginFormProps {
  onSubmit: (values: LoginFormValues) => Promise<unknown>;
  /** The server's verdict, shown under the fields. */
  error: string | null;
}

export function LoginForm({ onSubmit, error }: LoginFormProps) {
  const { register, handleSubmit, errors, isSubmitting } = useAuthForm(loginFormCheck, emptyLoginForm);

  return (
    // noValidate: the form shows its own messages, not the browser's.
    <StyledForm noValidate aria-label={AuthCopy.tabs.login} onSubmit={handleSubmit(onSubmit)}>
      <FormField label={AuthCopy.fields.username} error={errors.username}>
        <Input autoComplete="username" {...register('username')} />
      </FormField>
      <FormField label={AuthCopy.fields.password} error={errors.password}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      {error ? <FieldError>{error}</FieldError> : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? AuthCopy.login.pending : AuthCopy.login.submit}
      </Button>
    </StyledForm>
  );
}
