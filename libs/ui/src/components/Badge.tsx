import styled, { type DefaultTheme } from 'styled-components';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  tone?: BadgeTone;
}

const toneColors = ({ colors }: DefaultTheme, tone: BadgeTone) => {
  switch (tone) {
    case 'info':
      return { fg: colors.info, bg: colors.infoSurface };
    case 'success':
      return { fg: colors.success, bg: colors.successSurface };
    case 'warning':
      return { fg: colors.warning, bg: colors.warningSurface };
    case 'danger':
      return { fg: colors.danger, bg: colors.dangerSurface };
    default:
      return { fg: colors.textMuted, bg: colors.surfaceMuted };
  }
};

export const Badge = styled.span<BadgeProps>`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: ${({ theme }) => theme.borderWidth} solid currentColor;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, tone = 'neutral' }) => toneColors(theme, tone).fg};
  background: ${({ theme, tone = 'neutral' }) => toneColors(theme, tone).bg};
`;
