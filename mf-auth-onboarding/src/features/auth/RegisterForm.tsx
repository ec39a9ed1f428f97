import { Button, FieldError, FormField, Input } from '@anchor/ui';
import { AuthCopy } from './copy';
import { useAuthForm } from './useAuthForm';
import { emptyRegisterForm, registerFormCheck, type RegisterFormValues } from './auth-form-schemas';
import { StyledForm, StyledNameRow } from './auth-form-styles';

export interface RegisterFormProps {
  onSubmit: (values: RegisterFormValues) => Promise<unknown>;
  error: string | null;
}

export function RegisterForm({ onSubmit, error }: RegisterFormProps) {
  const { register, handleSubmit, errors, isSubmitting } = useAuthForm(registerFormCheck, emptyRegisterForm);

  return (
    <StyledForm noValidate aria-label={AuthCopy.tabs.register} onSubmit={handleSubmit(onSubmit)}>
      <StyledNameRow>
        <FormField label={AuthCopy.fields.firstName} error={errors.firstName}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label={AuthCopy.fields.lastName} error={errors.lastName}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </StyledNameRow>
      <FormField label={AuthCopy.fields.username} error={errors.username}>
        <Input autoComplete="username" {...register('username')} />
      </FormField>
      <FormField label={AuthCopy.fields.email} error={errors.email}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label={AuthCopy.fields.password} error={errors.password}>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      {error ? <FieldError>{error}</FieldError> : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? AuthCopy.register.pending : AuthCopy.register.submit}
      </Button>
    </StyledForm>
  );
}
