import styled from 'styled-components';
import { fieldControlStyles } from './FormField';

const MIN_HEIGHTS = { short: '3.5rem', regular: '5rem', tall: '6rem' } as const;

export interface TextAreaProps {
  /** Its height before anything is typed (it grows by dragging): about two, three or four lines. */
  size?: keyof typeof MIN_HEIGHTS;
}

/** Free text of more than a line, looking like the text fields beside it. */
export const TextArea = styled.textarea.withConfig({ shouldForwardProp: (prop) => prop !== 'size' })<TextAreaProps>`
  ${fieldControlStyles}
  min-height: ${({ size }) => MIN_HEIGHTS[size ?? 'regular']};
  resize: vertical;
`;
