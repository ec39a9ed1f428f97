import { useId } from 'react';
import styled from 'styled-components';
import { Button, Input, VisuallyHidden } from '@anchor/ui';
import { ChatCopy } from './copy';
import { MicrophoneIcon } from './MicrophoneIcon';

const StyledRow = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface ChatComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  onSend: () => void;
  waiting: boolean;
  listening: boolean;
  onMicrophone: () => void;
}

/** Enter sends; Send is disabled while a reply is awaited or the text is blank. */
export function ChatComposer({ text, onTextChange, onSend, waiting, listening, onMicrophone }: ChatComposerProps) {
  const inputId = useId();
  const blank = text.trim() === '';
  return (
    <StyledRow
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank && !waiting) onSend();
      }}
    >
      <VisuallyHidden as="label" htmlFor={inputId}>
        {ChatCopy.inputLabel}
      </VisuallyHidden>
      <Input
        id={inputId}
        value={text}
        placeholder={ChatCopy.inputPlaceholder}
        autoComplete="off"
        onChange={(event) => onTextChange(event.target.value)}
      />
      <Button
        type="button"
        variant="secondary"
        aria-label={listening ? ChatCopy.stopListening : ChatCopy.microphone}
        aria-pressed={listening}
        onClick={onMicrophone}
      >
        <MicrophoneIcon />
      </Button>
      <Button type="submit" disabled={waiting || blank}>
        {ChatCopy.send}
      </Button>
    </StyledRow>
  );
}
