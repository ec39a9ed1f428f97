import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const variantStyles = (theme: DefaultTheme, variant: ButtonVariant) => {
  const { colors } = theme;
  switch (variant) {
    case 'secondary':
      return css`
        background: ${colors.secondary};
        color: ${colors.onSecondary};
        border-color: ${colors.border};
        &:hover:not(:disabled) {
          background: ${colors.secondaryHover};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.text};
        border-color: transparent;
        &:hover:not(:disabled) {
          background: ${colors.surfaceMuted};
        }
      `;
    case 'destructive':
      return css`
        background: ${colors.danger};
        color: ${colors.onDanger};
        border-color: ${colors.danger};
        &:hover:not(:disabled) {
          background: ${colors.dangerHover};
        }
      `;
    default:
      return css`
        background: ${colors.primary};
        color: ${colors.onPrimary};
        border-color: ${colors.primary};
        &:hover:not(:disabled) {
          background: ${colors.primaryHover};
        }
      `;
  }
};

const sizeStyles = (theme: DefaultTheme, size: ButtonSize) => {
  const { spacing, fontSizes } = theme;
  if (size === 'sm')
    return css`
      padding: ${spacing.xs} ${spacing.md};
      font-size: ${fontSizes.sm};
    `;
  if (size === 'lg')
    return css`
      padding: ${spacing.md} ${spacing.xl};
      font-size: ${fontSizes.lg};
    `;
  return css`
    padding: ${spacing.sm} ${spacing.lg};
    font-size: ${fontSizes.md};
  `;
};

/** A native <button>; `type` defaults to "button" so it never submits a form by accident. */
export const Button = styled.button.attrs<ButtonProps>(({ type }) => ({ type: type ?? 'button' }))<ButtonProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 40px;
  border: ${({ theme }) => theme.borderWidth} solid;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.2;
  cursor: pointer;
  text-decoration: none;
  ${({ theme, variant = 'primary' }) => variantStyles(theme, variant)}
  ${({ theme, size = 'md' }) => sizeStyles(theme, size)}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
