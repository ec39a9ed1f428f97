import { useId } from 'react';
import styled from 'styled-components';
import { Button, Input, VisuallyHidden } from '@anchor/ui';
import { ChatCopy } from './copy';

const StyledComposer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ChatComposerProps {
  text: string;
  onTextChange: (text: string) => void;
}

/**
 * The message box. Sending and voice input arrive with the chat release, so both stay disabled and
 * the note says so (and where to go in a crisis) instead of pretending to answer.
 */
export function ChatComposer({ text, onTextChange }: ChatComposerProps) {
  const inputId = useId();
  const noteId = useId();
  return (
    <StyledComposer>
      <StyledRow>
        <VisuallyHidden as="label" htmlFor={inputId}>
          {ChatCopy.inputLabel}
        </VisuallyHidden>
        <Input
          id={inputId}
          value={text}
          placeholder={ChatCopy.inputPlaceholder}
          aria-describedby={noteId}
          onChange={(event) => onTextChange(event.target.value)}
        />
        <Button variant="secondary" aria-label={ChatCopy.microphone} disabled aria-describedby={noteId}>
          <span aria-hidden="true">🎤</span>
        </Button>
        {/* Disabled whatever the text until replies exist: a message sent into nothing helps no one. */}
        <Button disabled aria-describedby={noteId}>
          {ChatCopy.send}
        </Button>
      </StyledRow>
      <StyledNote id={noteId}>{ChatCopy.notYet}</StyledNote>
    </StyledComposer>
  );
}
