import { FormField, Input } from '@anchor/ui';
import { TwoFactorCopy } from './copy';

export interface SecondFactorCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Off when the field is not the first thing on the screen (the QR code comes first at enrolment). */
  autoFocus?: boolean;
}

/**
 * The one-time code field: focused on arrival, offered the code the phone just received (one-time-code), and a
 * number pad on phones. It also takes a recovery code, so it does not restrict input to digits.
 */
export function SecondFactorCodeField({ value, onChange, error, autoFocus = true }: SecondFactorCodeFieldProps) {
  return (
    <FormField label={TwoFactorCopy.codeLabel} error={error}>
      <Input
        name="code"
        value={value}
        autoFocus={autoFocus}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        autoCapitalize="off"
        maxLength={40}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
