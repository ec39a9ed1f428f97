import { useId, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, TextArea, VisuallyHidden } from '@anchor/ui';
import { preloadCrisisCheck } from './crisis-check-loader';
import { ChatCopy } from './copy';
import { MessageLengthNote } from './MessageLengthNote';
import { MicrophoneIcon } from './MicrophoneIcon';

const StyledRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** One line high like a text field, growing with a long message (where the browser can) up to a few lines. */
const StyledComposerText = styled(TextArea)`
  flex: 1;
  min-height: 40px;
  max-height: 12rem;
  resize: none;
  field-sizing: content;
`;

export interface ChatComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  onSend: () => void;
  waiting: boolean;
  listening: boolean;
  onMicrophone: () => void;
}

/** Enter sends (Shift+Enter starts a new line, and never while an input method composes a word). */
function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/**
 * Enter sends; Send is disabled while a reply is awaited or the text is blank. Nothing typed or pasted is cut:
 * near the limit a counter shows, past it a sentence says what to do. The crisis check is fetched as soon as the
 * person starts to write or speak, so it is here if a send fails.
 */
export function ChatComposer({ text, onTextChange, onSend, waiting, listening, onMicrophone }: ChatComposerProps) {
  const inputId = useId();
  const noteId = `${inputId}-length`;
  const blank = text.trim() === '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank && !waiting) onSend();
      }}
    >
      {/* Above the box, which grows downward with a long message: the note stays in sight as the person writes. */}
      <MessageLengthNote id={noteId} text={text} />
      <StyledRow>
        <VisuallyHidden as="label" htmlFor={inputId}>
          {ChatCopy.inputLabel}
        </VisuallyHidden>
        <StyledComposerText
          id={inputId}
          rows={1}
          value={text}
          placeholder={ChatCopy.inputPlaceholder}
          autoComplete="off"
          aria-describedby={noteId}
          onFocus={() => void preloadCrisisCheck().catch(() => undefined)}
          onKeyDown={sendOnEnter}
          onChange={(event) => onTextChange(event.target.value)}
        />
        <Button
          type="button"
          variant="secondary"
          aria-label={listening ? ChatCopy.stopListening : ChatCopy.microphone}
          aria-pressed={listening}
          onClick={() => {
            void preloadCrisisCheck().catch(() => undefined);
            onMicrophone();
          }}
        >
          <MicrophoneIcon />
        </Button>
        <Button type="submit" disabled={waiting || blank}>
          {ChatCopy.send}
        </Button>
      </StyledRow>
    </form>
  );
}
