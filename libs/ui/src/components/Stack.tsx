import styled from 'styled-components';
import type { AnchorTheme } from '../theme/create-theme';

export interface StackProps {
  /** The theme's space between one child and the next. */
  gap: keyof AnchorTheme['spacing'];
  /** How children sit across the column; stretched to its width when left out. */
  align?: 'center' | 'flex-start';
}

const OWN_PROPS = new Set(['gap', 'align']);

/**
 * Children one under another with the theme's space between them: the column most forms, panels and pages are.
 * Render it as the element it stands for with `as` (`<Stack as="form" gap="md">`).
 */
export const Stack = styled.div.withConfig({ shouldForwardProp: (prop) => !OWN_PROPS.has(prop) })<StackProps>`
  display: flex;
  flex-direction: column;
  align-items: ${({ align }) => align ?? 'stretch'};
  gap: ${({ theme, gap }) => theme.spacing[gap]};
`;
