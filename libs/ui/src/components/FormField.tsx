import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement, isValidElement } from 'react';
import styled, { css } from 'styled-components';

/** Text inputs and selects look and behave alike. */
export const fieldControlStyles = css`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Input = styled.input`
  ${fieldControlStyles}
`;

export const Select = styled.select`
  ${fieldControlStyles}
`;

export const Label = styled.label`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const FieldError = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export interface FormFieldProps {
  label: ReactNode;
  error?: string;
  /** One form control; it receives the id, aria-invalid and aria-describedby that tie it to the label and error. */
  children: ReactNode;
  id?: string;
}

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function FormField({ label, error, children, id }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const control = isValidElement(children)
    ? cloneElement(children as ReactElement<ControlProps>, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })
    : children;
  return (
    <StyledField>
      <Label htmlFor={controlId}>{label}</Label>
      {control}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </StyledField>
  );
}
