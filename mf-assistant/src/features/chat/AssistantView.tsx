import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { ReviewCard } from '../review/ReviewCard';
import { ReviewPromptCard } from '../review/ReviewPromptCard';
import { useAssessmentReview } from '../review/useAssessmentReview';
import { ChatComposer } from './ChatComposer';
import { ChatHeaderCard } from './ChatHeaderCard';
import { ChatCopy } from './copy';
import { MessageList } from './MessageList';
import { QuickQuestionsCard } from './QuickQuestionsCard';
import { useChat } from './useChat';
import { useVoiceInput } from './useVoiceInput';

const StyledView = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const StyledFooter = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The Anchor Assistant tab: header, quick questions, the conversation, the message box and footer. */
export function AssistantView() {
  const [text, setText] = useState('');
  const { messages, send, add, waiting } = useChat();
  const review = useAssessmentReview(add);
  const sendText = useCallback(
    async (value: string, source: 'chat' | 'voice' = 'chat') => {
      if (await send(value, source)) setText('');
    },
    [send],
  );
  const onTranscript = useCallback(
    (transcript: string) => {
      setText(transcript);
      void sendText(transcript, 'voice');
    },
    [sendText],
  );
  const voice = useVoiceInput(onTranscript);
  const onButton = (value: string) => {
    if (!review.handleButton(value)) void sendText(value);
  };
  return (
    <StyledView>
      <ChatHeaderCard />
      {review.phase === 'reviewing' && (
        <ReviewCard
          responses={review.responses}
          index={review.index}
          saving={review.saving}
          onAnswer={review.answer}
          onPrevious={review.previous}
          onNext={review.next}
          onFinish={review.finish}
        />
      )}
      {(review.phase === 'prompt' || review.phase === 'loading') && (
        <ReviewPromptCard onYes={review.yes} onNo={review.no} busy={review.phase === 'loading'} />
      )}
      {review.phase === 'hidden' && (
        <QuickQuestionsCard onPick={(question) => void sendText(question)} disabled={waiting} />
      )}
      <MessageList
        messages={messages}
        waiting={waiting}
        onButton={onButton}
        onRetry={(value, source) => void send(value, source)}
      />
      <ChatComposer
        text={text}
        onTextChange={setText}
        onSend={() => void sendText(text)}
        waiting={waiting}
        listening={voice.listening}
        onMicrophone={voice.listening ? voice.stop : voice.start}
      />
      <StyledFooter>{ChatCopy.footer}</StyledFooter>
    </StyledView>
  );
}
