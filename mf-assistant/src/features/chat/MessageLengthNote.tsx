import styled from 'styled-components';
import { VisuallyHidden } from '@anchor/ui';
import { ChatCopy } from './copy';
import { formatCount, messageLength } from './message-limit';
import { useSettledValue } from './useSettledValue';

/** A screen reader hears the count this long after typing pauses. */
const SPOKEN_COUNT_DELAY_MS = 600;

const StyledNote = styled.div<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-bottom: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  &:empty {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const StyledCount = styled.span`
  align-self: flex-end;
  font-variant-numeric: tabular-nums;
`;

export interface MessageLengthNoteProps {
  /** The message box names this element in its aria-describedby. */
  id: string;
  text: string;
}

/**
 * Near the limit, the count ("3,412 / 4,000"); past it, what to do. A polite live region, always in the page so
 * that a screen reader notices what appears in it; its spoken count waits until typing pauses.
 */
export function MessageLengthNote({ id, text }: MessageLengthNoteProps) {
  const length = messageLength(text);
  const count = formatCount(length.length);
  const limit = formatCount(length.limit);
  const spoken = useSettledValue(length.counted ? ChatCopy.lengthSpoken(count, limit) : '', SPOKEN_COUNT_DELAY_MS);
  return (
    <StyledNote id={id} aria-live="polite" $over={length.over}>
      {length.over && <p>{ChatCopy.overLimit(limit)}</p>}
      {length.counted && <StyledCount aria-hidden="true">{ChatCopy.lengthCount(count, limit)}</StyledCount>}
      {length.counted && spoken && <VisuallyHidden>{spoken}</VisuallyHidden>}
    </StyledNote>
  );
}
