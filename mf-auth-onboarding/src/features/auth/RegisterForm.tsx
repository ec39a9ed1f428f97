import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FieldError, FormField, Input } from '@anchor/ui';
import { AuthCopy } from './copy';
import { emptyRegisterForm, registerFormSchema, type RegisterFormValues } from './auth-form-schemas';
import { StyledForm, StyledNameRow } from './auth-form-styles';

export interface RegisterFormProps {
  onSubmit: (values: RegisterFormValues) => Promise<unknown>;
  error: string | null;
}

export function RegisterForm({ onSubmit, error }: RegisterFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({ resolver: zodResolver(registerFormSchema), defaultValues: emptyRegisterForm });

  return (
    <StyledForm noValidate aria-label={AuthCopy.tabs.register} onSubmit={handleSubmit(onSubmit)}>
      <StyledNameRow>
        <FormField label={AuthCopy.fields.firstName} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label={AuthCopy.fields.lastName} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </StyledNameRow>
      <FormField label={AuthCopy.fields.username} error={errors.username?.message}>
        <Input autoComplete="username" {...register('username')} />
      </FormField>
      <FormField label={AuthCopy.fields.email} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label={AuthCopy.fields.password} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      {error ? <FieldError>{error}</FieldError> : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? AuthCopy.register.pending : AuthCopy.register.submit}
      </Button>
    </StyledForm>
  );
}
