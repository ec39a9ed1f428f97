import { Stack } from '@anchor/ui';
import { useCallback } from 'react';
import styled from 'styled-components';
import { useKeptText } from '@anchor/app-runtime';
import { ConversationLoadNotice } from '../history/ConversationLoadNotice';
import { ConversationsBar } from '../history/ConversationsBar';
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

const StyledFooter = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The message box's text: cleared once a message is sent, filled by a spoken one, which is sent at once. Words not
 * sent are still there when the tab comes back, and after signing in again when the session ended.
 */
function useComposerText(send: ReturnType<typeof useChat>['send']) {
  const [text, setText] = useKeptText('assistant-message');
  const sendText = useCallback(
    async (value: string, source: 'chat' | 'voice' = 'chat') => {
      if (await send(value, source)) setText('');
    },
    [send, setText],
  );
  const onTranscript = useCallback(
    (transcript: string) => {
      setText(transcript);
      void sendText(transcript, 'voice');
    },
    [sendText, setText],
  );
  const voice = useVoiceInput(onTranscript);
  return { text, setText, sendText, voice };
}

/** The Anchor Assistant tab: header, the conversations bar, quick questions, the conversation, the message box and footer. */
export function AssistantView() {
  const chat = useChat();
  const { messages, send, add, waiting } = chat;
  const { text, setText, sendText, voice } = useComposerText(send);
  const review = useAssessmentReview(add);
  const onButton = (value: string) => {
    if (!review.handleButton(value)) void sendText(value);
  };
  return (
    <Stack gap="lg">
      <ChatHeaderCard />
      <ConversationsBar shownId={chat.conversationId} onChoose={chat.choose} />
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
        notice={<ConversationLoadNotice state={chat.loadState} onRetry={chat.retryLoad} />}
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
    </Stack>
  );
}
