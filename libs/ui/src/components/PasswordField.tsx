import type { ReactNode } from 'react';
import { FormField, Input } from './FormField';

export interface PasswordFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** 'current-password' (the default) asks for the password the user has; 'new-password' for one they choose. */
  autoComplete?: 'current-password' | 'new-password';
  minLength?: number;
  error?: string;
}

/** A labelled, required password input: password managers fill it from `autoComplete`. */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete = 'current-password',
  minLength,
  error,
}: PasswordFieldProps) {
  return (
    <FormField label={label} error={error}>
      <Input
        type="password"
        autoComplete={autoComplete}
        required
        minLength={minLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
